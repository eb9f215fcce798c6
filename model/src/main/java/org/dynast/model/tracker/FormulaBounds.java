package org.dynast.model.tracker;

import com.ezylang.evalex.EvaluationException;
import com.ezylang.evalex.Expression;
import com.ezylang.evalex.config.ExpressionConfiguration;
import com.ezylang.evalex.config.FunctionDictionaryIfc;
import com.ezylang.evalex.config.OperatorDictionaryIfc;
import com.ezylang.evalex.data.EvaluationValue;
import com.ezylang.evalex.functions.FunctionIfc;
import com.ezylang.evalex.functions.FunctionParameterDefinition;
import com.ezylang.evalex.operators.OperatorIfc;
import com.ezylang.evalex.parser.Token;
import java.math.BigDecimal;
import java.math.MathContext;
import java.util.List;
import java.util.Locale;

/**
 * Issue 33, "Tracker formulas: BigInteger would overflow supported range in Formulas.write/Values.number;
 * StackOverflowError inside EvalEx on deep nesting; hangs on huge powers": the bounds a formula is read and evaluated
 * within, each refused in plain words naming it. A formula is at most {@link #MAX_LENGTH} characters and nests
 * brackets at most {@link #MAX_DEPTH} deep (checked in one pass before EvalEx reads it, so its recursive parser never
 * overflows the stack); every number an operator or function takes or gives stays within 10^±{@link #MAX_EXPONENT}
 * (every value the tracker holds has at most 15 digits); a power's exponent is at most {@link #MAX_POWER} and a
 * factorial's number at most {@link #MAX_FACT}, checked before they are computed. Every operator and function of the
 * configuration is wrapped, so the bound holds whatever the formula combines.
 */
final class FormulaBounds {

    static final int MAX_LENGTH = 2_000;
    static final int MAX_DEPTH = 40;
    static final int MAX_EXPONENT = 100;
    static final int MAX_POWER = 1_000;
    static final int MAX_FACT = 170;

    private FormulaBounds() {
    }

    /** Refuses a formula that is too long or nests too deep, before EvalEx reads it. */
    static void checkText(String formula) throws Formulas.FormulaError {
        if (formula.length() > MAX_LENGTH) {
            throw new Formulas.FormulaError(0, "a formula is at most " + String.format(Locale.ROOT, "%,d", MAX_LENGTH)
                    + " characters; this one has " + String.format(Locale.ROOT, "%,d", formula.length()));
        }
        int depth = 0;
        int run = 0;
        for (int i = 0; i < formula.length(); i++) {
            char c = formula.charAt(i);
            if (c == '(' || c == '[') {
                depth++;
            } else if (c == ')' || c == ']') {
                depth--;
            }
            // a run of signs ("- - - -1") nests as deep as brackets do
            run = c == '-' || c == '+' || c == '!' ? run + 1 : Character.isWhitespace(c) ? run : 0;
            if (depth > MAX_DEPTH || run > MAX_DEPTH) {
                throw new Formulas.FormulaError(i + 1, "a formula nests at most " + MAX_DEPTH + " deep (brackets, "
                        + "or signs in a row)");
            }
        }
    }

    /** The configuration with every operator and function checked against the bounds. */
    static ExpressionConfiguration bounded(ExpressionConfiguration base) {
        OperatorDictionaryIfc ops = base.getOperatorDictionary();
        FunctionDictionaryIfc fns = base.getFunctionDictionary();
        return base.toBuilder().operatorDictionary(new OperatorDictionaryIfc() {
            @Override
            public void addOperator(String s, OperatorIfc o) {
                ops.addOperator(s, o);
            }

            @Override
            public OperatorIfc getPrefixOperator(String s) {
                return wrap(s, ops.getPrefixOperator(s));
            }

            @Override
            public OperatorIfc getPostfixOperator(String s) {
                return wrap(s, ops.getPostfixOperator(s));
            }

            @Override
            public OperatorIfc getInfixOperator(String s) {
                return wrap(s, ops.getInfixOperator(s));
            }
        }).functionDictionary(new FunctionDictionaryIfc() {
            @Override
            public void addFunction(String s, FunctionIfc f) {
                fns.addFunction(s, f);
            }

            @Override
            public FunctionIfc getFunction(String s) {
                return wrap(s, fns.getFunction(s));
            }
        }).build();
    }

    private static OperatorIfc wrap(String name, OperatorIfc o) {
        return o == null ? null : new OperatorIfc() {
            @Override
            public int getPrecedence() {
                return o.getPrecedence();
            }

            @Override
            public boolean isLeftAssociative() {
                return o.isLeftAssociative();
            }

            @Override
            public boolean isPrefix() {
                return o.isPrefix();
            }

            @Override
            public boolean isPostfix() {
                return o.isPostfix();
            }

            @Override
            public boolean isInfix() {
                return o.isInfix();
            }

            @Override
            public int getPrecedence(ExpressionConfiguration c) {
                return o.getPrecedence(c);
            }

            @Override
            public boolean isOperandLazy() {
                return o.isOperandLazy();
            }

            @Override
            public EvaluationValue evaluate(Expression e, Token t, EvaluationValue... p) throws EvaluationException {
                check(t, p);
                if (name.equals("^") && p.length == 2 && p[1].isNumberValue()
                        && p[1].getNumberValue().abs().compareTo(BigDecimal.valueOf(MAX_POWER)) > 0) {
                    throw new EvaluationException(t, "a power's exponent is at most " + MAX_POWER + ", not "
                            + shown(p[1].getNumberValue()));
                }
                return check(t, o.evaluate(e, t, p));
            }
        };
    }

    private static FunctionIfc wrap(String name, FunctionIfc f) {
        return f == null ? null : new FunctionIfc() {
            @Override
            public List<FunctionParameterDefinition> getFunctionParameterDefinitions() {
                return f.getFunctionParameterDefinitions();
            }

            @Override
            public EvaluationValue evaluate(Expression e, Token t, EvaluationValue... p) throws EvaluationException {
                check(t, p);
                if (name.equalsIgnoreCase("FACT") && p.length == 1 && p[0].isNumberValue()
                        && p[0].getNumberValue().compareTo(BigDecimal.valueOf(MAX_FACT)) > 0) {
                    throw new EvaluationException(t, "FACT takes a number up to " + MAX_FACT + ", not "
                            + shown(p[0].getNumberValue()));
                }
                // ROUND(9, 9 ^ People) asked for 9^17 decimal places, and the fuzz's formula never answered
                if (name.toUpperCase(Locale.ROOT).startsWith("ROUND") && p.length >= 2
                        && p[1].isNumberValue()
                        && p[1].getNumberValue().abs().compareTo(BigDecimal.valueOf(MAX_EXPONENT)) > 0) {
                    throw new EvaluationException(t, name.toUpperCase(Locale.ROOT) + " rounds to at most "
                            + MAX_EXPONENT + " places, not " + shown(p[1].getNumberValue()));
                }
                return check(t, f.evaluate(e, t, p));
            }

            @Override
            public void validatePreEvaluation(Token t, EvaluationValue... p) throws EvaluationException {
                f.validatePreEvaluation(t, p);
            }

            @Override
            public boolean hasVarArgs() {
                return f.hasVarArgs();
            }

            @Override
            public boolean isParameterLazy(int i) {
                return f.isParameterLazy(i);
            }

            @Override
            public int getCountOfNonVarArgParameters() {
                return f.getCountOfNonVarArgParameters();
            }
        };
    }

    private static void check(Token t, EvaluationValue[] values) throws EvaluationException {
        for (EvaluationValue v : values) {
            check(t, v);
        }
    }

    private static EvaluationValue check(Token t, EvaluationValue v) throws EvaluationException {
        if (v != null && v.isNumberValue() && !within(v.getNumberValue())) {
            throw new EvaluationException(t, "the number " + shown(v.getNumberValue()) + " is beyond what a formula "
                    + "reckons with (10^" + MAX_EXPONENT + " either way)");
        }
        return v;
    }

    /** Whether {@code n} is 0 or between 10^-MAX_EXPONENT and 10^MAX_EXPONENT in size. */
    static boolean within(BigDecimal n) {
        if (n == null || n.signum() == 0) {
            return true;
        }
        long exponent = (long) n.precision() - n.scale() - 1; // n = d.ddd × 10^exponent
        return exponent <= MAX_EXPONENT && exponent >= -MAX_EXPONENT;
    }

    /** A number as a message shows it: "1E+999999999", or its plain form when short. */
    static String shown(BigDecimal n) {
        String s = n.precision() - n.scale() > 20 || n.scale() > 20 ? n.round(new MathContext(6)).toString()
                : n.stripTrailingZeros().toPlainString();
        return s.length() > 40 ? s.substring(0, 39) + "\u2026" : s;
    }
}
