package org.dynast.model.tracker;

import com.ezylang.evalex.BaseException;
import com.ezylang.evalex.EvaluationException;
import com.ezylang.evalex.Expression;
import com.ezylang.evalex.config.ExpressionConfiguration;
import com.ezylang.evalex.data.EvaluationValue;
import com.ezylang.evalex.functions.AbstractFunction;
import com.ezylang.evalex.functions.FunctionParameter;
import com.ezylang.evalex.parser.Token;
import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * The tracker's expression language: EvalEx (arithmetic, comparisons, {@code IF}, {@code SUM}, {@code MIN},
 * {@code MAX}, {@code AVERAGE} over a column's {@code ALL_} list…) with three functions of the tracker's own —
 * {@code COUNT(list)}, {@code HAS(list, name)} and {@code LOOKUP(key, keys, values)} — and no {@code RANDOM}: dice
 * go through the logged Dice Roller.
 */
public final class Formulas {

    /** A formula that cannot be read or evaluated: where (the character, from 1) and why. */
    public static final class FormulaError extends Exception {
        private final int position;

        FormulaError(int position, String why) {
            super(why);
            this.position = position;
        }

        public int position() {
            return position;
        }

        /** "at character 7: …" */
        public String where() {
            return (position > 0 ? "at character " + position + ": " : "") + getMessage();
        }
    }

    @FunctionParameter(name = "list")
    static final class Count extends AbstractFunction {
        @Override
        public EvaluationValue evaluate(Expression e, Token t, EvaluationValue... p) throws EvaluationException {
            if (!p[0].isArrayValue()) {
                throw new EvaluationException(t, "COUNT counts a list's items: its argument is not a list");
            }
            return EvaluationValue.numberValue(BigDecimal.valueOf(p[0].getArrayValue().size()));
        }
    }

    @FunctionParameter(name = "list")
    @FunctionParameter(name = "name")
    static final class Has extends AbstractFunction {
        @Override
        public EvaluationValue evaluate(Expression e, Token t, EvaluationValue... p) throws EvaluationException {
            if (!p[0].isArrayValue()) {
                throw new EvaluationException(t, "HAS looks in a list: its first argument is not a list");
            }
            String name = p[1].getStringValue();
            return EvaluationValue.booleanValue(p[0].getArrayValue().stream()
                    .anyMatch(v -> v.getStringValue().equalsIgnoreCase(name)));
        }
    }

    @FunctionParameter(name = "key")
    @FunctionParameter(name = "keys")
    @FunctionParameter(name = "values")
    static final class Lookup extends AbstractFunction {
        @Override
        public EvaluationValue evaluate(Expression e, Token t, EvaluationValue... p) throws EvaluationException {
            if (!p[1].isArrayValue() || !p[2].isArrayValue()) {
                throw new EvaluationException(t, "LOOKUP(key, keys, values) needs two lists");
            }
            List<EvaluationValue> keys = p[1].getArrayValue();
            List<EvaluationValue> values = p[2].getArrayValue();
            for (int i = 0; i < keys.size() && i < values.size(); i++) {
                if (keys.get(i).getStringValue().equalsIgnoreCase(p[0].getStringValue())) {
                    return values.get(i);
                }
            }
            throw new EvaluationException(t, "LOOKUP found no \"" + p[0].getStringValue() + "\" among the keys");
        }
    }

    @FunctionParameter(name = "value", isVarArg = true)
    static final class NoRandom extends AbstractFunction {
        @Override
        public EvaluationValue evaluate(Expression e, Token t, EvaluationValue... p) throws EvaluationException {
            throw new EvaluationException(t, "RANDOM is not available: roll a die of the action (its name is a "
                    + "value of the formula), so the roll is in the Dice Roller's log");
        }
    }

    static final ExpressionConfiguration CONFIG = FormulaBounds.bounded(ExpressionConfiguration.defaultConfiguration()
            .withAdditionalFunctions(Map.entry("COUNT", new Count()), Map.entry("HAS", new Has()),
                    Map.entry("LOOKUP", new Lookup()), Map.entry("RANDOM", new NoRandom())));
    /** The largest value a formula may give a number column: the 15 digits a value holds (see {@link Values}). */
    private static final BigDecimal MAX_VALUE = new BigDecimal("1E15");

    private Formulas() {
    }

    /** Whether the formula reads; its error if it does not. */
    public static void parse(String formula) throws FormulaError {
        FormulaBounds.checkText(formula);
        try {
            new Expression(formula, CONFIG).validate();
        } catch (BaseException e) {
            throw error(e);
        } catch (RuntimeException e) {
            throw new FormulaError(0, "cannot be read as a formula");
        } catch (StackOverflowError e) {
            throw new FormulaError(0, "nests too deep to be read");
        }
    }

    /** The formula's value given the variables (by key; names compare without case). */
    public static EvaluationValue evaluate(String formula, Map<String, Object> variables) throws FormulaError {
        if (formula == null || formula.isBlank()) {
            throw new FormulaError(0, "the formula is empty");
        }
        FormulaBounds.checkText(formula);
        try {
            Expression e = new Expression(formula, CONFIG);
            for (Map.Entry<String, Object> v : variables.entrySet()) {
                e.with(v.getKey(), v.getValue());
            }
            EvaluationValue v = e.evaluate();
            if (v.isNumberValue() && !FormulaBounds.within(v.getNumberValue())) {
                throw new FormulaError(0, "gives " + FormulaBounds.shown(v.getNumberValue()) + ", beyond what a "
                        + "formula reckons with (10^" + FormulaBounds.MAX_EXPONENT + " either way)");
            }
            return v;
        } catch (BaseException e) {
            throw error(e);
        } catch (ArithmeticException e) {
            throw new FormulaError(0, "arithmetic fails: " + e.getMessage());
        } catch (NumberFormatException e) {
            // a value that is no number, such as -3 ^ SQRT(2)
            throw new FormulaError(0, "gives no number (such as a negative number to a fractional power)");
        } catch (RuntimeException e) {
            throw new FormulaError(0, "cannot be evaluated");
        } catch (StackOverflowError e) {
            throw new FormulaError(0, "nests too deep to be evaluated");
        }
    }

    private static FormulaError error(BaseException e) {
        String why = e.getMessage();
        if (why != null && why.startsWith("Variable or constant value for")) {
            why = "there is no column or value named " + e.getTokenString();
        }
        return new FormulaError(e.getStartPosition(), why == null ? "cannot be read" : why);
    }

    /** A formula's value written as the column's type writes it; a value of the wrong kind throws why. */
    public static String write(Column c, EvaluationValue v) throws FormulaError {
        switch (c.type) {
            case INTEGER, DECIMAL -> {
                if (!v.isNumberValue()) {
                    throw new FormulaError(0, "gives " + kind(v) + ", not a number");
                }
                BigDecimal n = v.getNumberValue();
                if (n.abs().compareTo(MAX_VALUE) >= 0) {
                    throw new FormulaError(0, "gives " + FormulaBounds.shown(n) + ", more than the 15 digits a number "
                            + "holds");
                }
                return c.type == ColumnType.INTEGER ? n.setScale(0, RoundingMode.HALF_UP).toPlainString()
                        : Values.number(n.setScale(Math.min(n.scale(), 6), RoundingMode.HALF_UP));
            }
            case FLAG -> {
                if (!v.isBooleanValue() && !v.isNumberValue()) {
                    throw new FormulaError(0, "gives " + kind(v) + ", not true or false");
                }
                return v.getBooleanValue() ? "Yes" : "No";
            }
            case LIST, MULTISET, ANNOTATED_LIST -> {
                if (!v.isArrayValue()) {
                    return Values.read(c, v.getStringValue());
                }
                List<String> items = new ArrayList<>();
                v.getArrayValue().forEach(i -> items.add(i.getStringValue()));
                return Values.read(c, String.join(c.separatorOrDefault(), items));
            }
            default -> {
                if (v.isNumberValue() && !FormulaBounds.within(v.getNumberValue())) {
                    throw new FormulaError(0, "gives " + FormulaBounds.shown(v.getNumberValue()) + ", beyond what a "
                            + "formula reckons with (10^" + FormulaBounds.MAX_EXPONENT + " either way)");
                }
                return v.isNullValue() ? "" : v.isNumberValue() ? Values.number(v.getNumberValue())
                        : v.getStringValue();
            }
        }
    }

    private static String kind(EvaluationValue v) {
        return switch (v.getDataType()) {
            case STRING -> "text";
            case BOOLEAN -> "true or false";
            case ARRAY -> "a list";
            case NUMBER -> "a number";
            default -> "no value";
        };
    }
}
