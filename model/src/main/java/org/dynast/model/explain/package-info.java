/**
 * "Why?": the explanation of a computed figure ({@link org.dynast.model.explain.Explanation}: figure, value, lines of
 * arithmetic, and the rule's sentence it comes from as a {@link org.dynast.model.explain.Citation}). The engines that
 * compute figures produce them: the core-rules engine for Quorum and a matter's verdict, each dynasty module for its
 * own figures. The core names no module.
 */
package org.dynast.model.explain;
