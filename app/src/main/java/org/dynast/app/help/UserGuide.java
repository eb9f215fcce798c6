package org.dynast.app.help;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.commonmark.node.AbstractVisitor;
import org.commonmark.node.BlockQuote;
import org.commonmark.node.BulletList;
import org.commonmark.node.Code;
import org.commonmark.node.Emphasis;
import org.commonmark.node.FencedCodeBlock;
import org.commonmark.node.HardLineBreak;
import org.commonmark.node.Heading;
import org.commonmark.node.Image;
import org.commonmark.node.IndentedCodeBlock;
import org.commonmark.node.Link;
import org.commonmark.node.ListItem;
import org.commonmark.node.Node;
import org.commonmark.node.OrderedList;
import org.commonmark.node.Paragraph;
import org.commonmark.node.SoftLineBreak;
import org.commonmark.node.StrongEmphasis;
import org.commonmark.node.Text;
import org.commonmark.node.ThematicBreak;
import org.commonmark.parser.Parser;

/**
 * Help › User Guide: the README's usage sections, as the app carries them (the build copies the repository's
 * README.md into the app's resources, so the guide is the README of the version built), read with commonmark-java
 * into plain text and styled ranges for a text area. Pictures are named, not shown (the screenshots are not shipped).
 */
public final class UserGuide {

    /** Where the build puts the README (app/pom.xml). */
    static final String RESOURCE = "/org/dynast/app/help/README.md";
    /** The README's level-2 sections that say how to use Dynast, in order. */
    public static final List<String> SECTIONS = List.of("Using the console", "The arena viewer");

    /** A styled range of the text: {@code styleClass} from {@code start} (inclusive) to {@code end}. */
    public record Span(int start, int end, String styleClass) {
    }

    private final String text;
    private final List<Span> spans;
    private final List<String> headings;

    private UserGuide(String text, List<Span> spans, List<String> headings) {
        this.text = text;
        this.spans = List.copyOf(spans);
        this.headings = List.copyOf(headings);
    }

    /** The guide the app carries. */
    public static UserGuide shipped() {
        try (InputStream in = UserGuide.class.getResourceAsStream(RESOURCE)) {
            if (in == null) {
                throw new IllegalStateException("The app carries no user guide (" + RESOURCE + ")");
            }
            return of(new String(in.readAllBytes(), StandardCharsets.UTF_8));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The guide made of {@code markdown}'s usage sections; a README without them is refused, saying which. */
    public static UserGuide of(String markdown) {
        StringBuilder picked = new StringBuilder();
        for (String section : SECTIONS) {
            picked.append(section(markdown, section)).append("\n\n");
        }
        Node document = Parser.builder().build().parse(picked.toString());
        Renderer renderer = new Renderer();
        document.accept(renderer);
        return new UserGuide(renderer.out.toString().strip(), renderer.spans, renderer.headings);
    }

    /** The section headed {@code ## title}, with its subsections, up to the next level-2 heading. */
    static String section(String markdown, String title) {
        List<String> lines = markdown.lines().toList();
        int start = lines.indexOf("## " + title);
        if (start < 0) {
            throw new IllegalArgumentException("The README has no section \"## " + title + "\" for the user guide");
        }
        int end = start + 1;
        boolean fenced = false;
        while (end < lines.size() && (fenced || !lines.get(end).startsWith("## "))) {
            if (lines.get(end).startsWith("```")) {
                fenced = !fenced;
            }
            end++;
        }
        return String.join("\n", lines.subList(start, end));
    }

    public String text() {
        return text;
    }

    public List<Span> spans() {
        return spans;
    }

    /** The guide's headings, in order (its table of contents). */
    public List<String> headings() {
        return headings;
    }

    /** Writes the Markdown tree as plain text, remembering the styled ranges. */
    private static final class Renderer extends AbstractVisitor {

        private final StringBuilder out = new StringBuilder();
        private final List<Span> spans = new ArrayList<>();
        private final List<String> headings = new ArrayList<>();
        private int listDepth;

        private void styled(String styleClass, Runnable body) {
            int start = out.length();
            body.run();
            if (out.length() > start) {
                spans.add(new Span(start, out.length(), styleClass));
            }
        }

        private void endBlock() {
            if (listDepth > 0) {
                newline();
            } else {
                while (!out.isEmpty() && !out.toString().endsWith("\n\n")) {
                    out.append('\n');
                }
            }
        }

        private void newline() {
            if (!out.isEmpty() && out.charAt(out.length() - 1) != '\n') {
                out.append('\n');
            }
        }

        @Override
        public void visit(Heading heading) {
            newline();
            int start = out.length();
            styled("guide-h" + heading.getLevel(), () -> visitChildren(heading));
            headings.add(out.substring(start));
            out.append("\n\n");
        }

        @Override
        public void visit(Paragraph paragraph) {
            visitChildren(paragraph);
            endBlock();
        }

        @Override
        public void visit(BulletList list) {
            list(list, null);
        }

        @Override
        public void visit(OrderedList list) {
            list(list, list.getMarkerStartNumber() == null ? 1 : list.getMarkerStartNumber());
        }

        private void list(Node list, Integer number) {
            newline();
            listDepth++;
            int n = number == null ? 0 : number;
            for (Node item = list.getFirstChild(); item != null; item = item.getNext()) {
                out.append("    ".repeat(listDepth - 1)).append(number == null ? "\u2022 " : (n++) + ". ");
                visitChildren(item);
                newline();
            }
            listDepth--;
            if (listDepth == 0) {
                out.append('\n');
            }
        }

        @Override
        public void visit(ListItem item) {
            visitChildren(item);
        }

        @Override
        public void visit(BlockQuote quote) {
            styled("guide-quote", () -> visitChildren(quote));
        }

        @Override
        public void visit(Text t) {
            out.append(t.getLiteral());
        }

        @Override
        public void visit(Code code) {
            styled("guide-code", () -> out.append(code.getLiteral()));
        }

        @Override
        public void visit(FencedCodeBlock block) {
            newline();
            styled("guide-code-block", () -> out.append(block.getLiteral().stripTrailing()));
            out.append("\n");
            endBlock();
        }

        @Override
        public void visit(IndentedCodeBlock block) {
            newline();
            styled("guide-code-block", () -> out.append(block.getLiteral().stripTrailing()));
            out.append("\n");
            endBlock();
        }

        @Override
        public void visit(Emphasis emphasis) {
            styled("guide-em", () -> visitChildren(emphasis));
        }

        @Override
        public void visit(StrongEmphasis strong) {
            styled("guide-strong", () -> visitChildren(strong));
        }

        @Override
        public void visit(Link link) {
            styled("guide-link", () -> visitChildren(link));
        }

        @Override
        public void visit(Image image) {
            styled("guide-image", () -> {
                out.append("[Picture: ");
                visitChildren(image);
                out.append(']');
            });
        }

        @Override
        public void visit(SoftLineBreak lineBreak) {
            out.append(' ');
        }

        @Override
        public void visit(HardLineBreak lineBreak) {
            out.append('\n');
        }

        @Override
        public void visit(ThematicBreak rule) {
            endBlock();
        }
    }
}
