package org.dynast.app.ruleset;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.TreeSet;
import org.dynast.app.common.Messages;
import org.dynast.app.ruleset.RulesetRows.Badge;
import org.dynast.app.ruleset.RulesetRows.OutlineNode;
import org.dynast.app.ruleset.RulesetRows.Para;
import org.dynast.app.ruleset.RulesetRows.RuleText;
import org.dynast.app.ruleset.RulesetRows.Span;
import org.dynast.model.ruleset.Block;
import org.dynast.model.ruleset.Glossary;
import org.dynast.model.ruleset.ImportReport;
import org.dynast.model.ruleset.Line;
import org.dynast.model.ruleset.Rule;
import org.dynast.model.ruleset.RuleReferences;
import org.dynast.model.ruleset.Ruleset;
import org.dynast.model.ruleset.RulesetReading;
import org.dynast.model.ruleset.SearchIndex;
import org.dynast.model.ruleset.Section;
import org.dynast.model.ruleset.SectionKind;
import org.dynast.model.ruleset.SpecialCaseStatus;

/**
 * Builds what the Ruleset tab shows of a reading, split from {@link RulesetViewModel}: the outline nodes and
 * their badges, a rule's or section's text cut into spans at search hits, glossary terms and rule references,
 * and the import report. {@link #at} sets the reading, the search result and the marked definition to build from.
 */
final class RuleTextBuilder {

    private final Messages messages;
    private RulesetReading reading;
    private SearchIndex.Result result;
    private String focusOwner;
    private int focusBlock = -1;
    private int focusLine = -1;

    RuleTextBuilder(Messages messages) {
        this.messages = messages;
    }

    /** Builds from this reading, with this search result's hits and this definition (owner, block, line) marked. */
    RuleTextBuilder at(RulesetReading reading, SearchIndex.Result result, String focusOwner, int focusBlock,
                       int focusLine) {
        this.reading = reading;
        this.result = result;
        this.focusOwner = focusOwner;
        this.focusBlock = focusBlock;
        this.focusLine = focusLine;
        return this;
    }

    /** The rule shown first: the first rule of the first section with rules, else the first section. */
    static String firstRuleId(Ruleset ruleset) {
        for (Section s : ruleset.sections()) {
            if (!s.rules().isEmpty()) {
                return s.rules().get(0).id();
            }
        }
        return ruleset.sections().isEmpty() ? null : ruleset.sections().get(0).id();
    }

    OutlineNode node(Section s) {
        List<Badge> badges = s.inferred() ? List.of(new Badge(messages.get("ruleset.badge.section"), "badge-lost",
                messages.get("ruleset.badge.inferred"))) : List.of();
        return new OutlineNode(s.id(), s.title(), true, false, badges, s.rules().stream().map(this::node).toList());
    }

    private OutlineNode node(Rule r) {
        String label = r.untitled() ? "\u2026 " + r.firstWords(6)
                : (r.number() == null ? "" : r.number() + " ") + r.baseTitle();
        List<Badge> badges = new ArrayList<>(r.untitled() ? List.of() : badges(r));
        if (r.untitled() && r.numberInferred()) {
            badges.add(new Badge(messages.get("ruleset.badge.number"), "badge-lost", messages.get("ruleset.badge.numberTip")));
        }
        return new OutlineNode(r.id(), label, false, r.untitled(), badges,
                r.subrules().stream().map(this::node).toList());
    }

    private List<Badge> badges(Rule r) {
        List<Badge> badges = new ArrayList<>();
        Optional<SpecialCaseStatus> status = reading.specialCases().statusOf(r);
        status.ifPresent(st -> badges.add(new Badge(st.active() ? messages.get("ruleset.badge.active")
                : messages.get("ruleset.badge.inactive"), st.active() ? "badge-active" : "badge-inactive",
                st.reason())));
        for (String tag : r.tags()) {
            if (status.isPresent() && (tag.equalsIgnoreCase("Active") || tag.equalsIgnoreCase("Inactive"))) {
                continue;
            }
            badges.add(new Badge(tag, "badge-tag", "[" + tag + "]"));
        }
        if (r.untitled()) {
            badges.add(new Badge(messages.get("ruleset.badge.lost"), "badge-lost", messages.get("ruleset.untitled")));
        }
        if (r.numberInferred()) {
            badges.add(new Badge(messages.get("ruleset.badge.number"), "badge-lost", messages.get("ruleset.badge.numberTip")));
        }
        return badges;
    }

    /** The shown text of a section: its heading, its rule count (or Special Case note) and its introduction. */
    RuleText sectionText(Section s) {
        List<Badge> badges = s.inferred() ? List.of(new Badge(messages.get("ruleset.badge.section"), "badge-lost",
                messages.get("ruleset.badge.inferred"))) : List.of();
        String note = s.kind() == SectionKind.SPECIAL_CASE
                ? messages.get("ruleset.section.specialCase", s.rules().size(), reading.specialCases().defaultRule())
                : messages.get("ruleset.section.rules", s.rules().size());
        return new RuleText(s.id(), s.title(), spans(s.title(), List.of(), null, -1, -1, true), badges, note,
                paras(s.id(), s.intro()), false, false, false);
    }

    RuleText ruleText(Rule r) {
        String title = r.untitled() ? "\u2026 " + r.firstWords(10)
                : (r.number() == null ? "" : r.number() + " ") + r.baseTitle();
        Optional<SpecialCaseStatus> status = reading.specialCases().statusOf(r);
        String note = status.map(st -> messages.get("ruleset.status.note", st.label(), st.reason(),
                reading.specialCases().defaultRule())).orElse(r.untitled()
                ? messages.get("ruleset.untitled.note", r.line()) : "");
        return new RuleText(r.id(), title, spans(title, List.of(), null, -1, -1, true), badges(r),
                note, paras(r.id(), r.blocks()), true, status.isPresent(), status.map(SpecialCaseStatus::active)
                .orElse(false));
    }

    private List<Para> paras(String owner, List<Block> blocks) {
        List<Para> out = new ArrayList<>();
        List<SearchIndex.Hit> hits = result == null ? List.of() : result.hits(owner);
        for (int b = 0; b < blocks.size(); b++) {
            Block block = blocks.get(b);
            int[] counters = new int[16];
            for (int l = 0; l < block.lines().size(); l++) {
                Line line = block.lines().get(l);
                List<int[]> lineHits = new ArrayList<>();
                for (SearchIndex.Hit h : hits) {
                    if (h.block() == b && h.line() == l) {
                        lineHits.add(new int[] {h.start(), h.end()});
                    }
                }
                boolean focus = owner.equals(focusOwner) && b == focusBlock && (l == focusLine || l == focusLine + 1);
                switch (block.kind()) {
                    case PARAGRAPH -> out.add(new Para(Para.Kind.PARAGRAPH, 0, "", spans(line.text(), lineHits, owner,
                            b, l, false), List.of(), false, focus));
                    case LIST -> {
                        int depth = Math.max(1, Math.min(line.depth(), counters.length - 1));
                        for (int d = depth + 1; d < counters.length; d++) {
                            counters[d] = 0;
                        }
                        String marker = line.ordered() ? (++counters[depth]) + "." : depth > 1 ? "\u25e6" : "\u2022";
                        if (!line.ordered()) {
                            counters[depth] = 0;
                        }
                        out.add(new Para(Para.Kind.ITEM, depth, marker, spans(line.text(), lineHits, owner, b, l, false),
                                List.of(), false, focus));
                    }
                    case TABLE -> out.add(new Para(Para.Kind.ROW, 0, "", List.of(), cells(line, lineHits, owner, b, l),
                            line.header(), focus));
                    case LINES -> out.add(new Para(isTerm(owner, b, l) ? Para.Kind.TERM : Para.Kind.LINE, 0, "",
                            spans(line.text(), lineHits, owner, b, l, false), List.of(), false, focus));
                }
            }
        }
        return out;
    }

    private boolean isTerm(String owner, int block, int line) {
        return reading.glossary().entries().stream()
                .anyMatch(e -> e.ownerId().equals(owner) && e.block() == block && e.line() == line);
    }

    private List<List<Span>> cells(Line line, List<int[]> hits, String owner, int b, int l) {
        List<List<Span>> out = new ArrayList<>();
        List<String> cells = line.cells().isEmpty() ? List.of(line.text()) : line.cells();
        int offset = 0;
        for (String cell : cells) {
            List<int[]> inCell = new ArrayList<>();
            for (int[] h : hits) {
                int s = Math.max(h[0], offset) - offset;
                int e = Math.min(h[1], offset + cell.length()) - offset;
                if (e > s) {
                    inCell.add(new int[] {s, e});
                }
            }
            out.add(spans(cell, inCell, owner, b, l, false));
            offset += cell.length() + 1;
        }
        return out;
    }

    /**
     * Cuts a line into runs at the edges of search hits and of glossary terms (a term is not linked
     * on its own definition's lines); the title's hits are found here, as the title shown differs.
     */
    private List<Span> spans(String s, List<int[]> hits, String owner, int block, int line, boolean title) {
        List<int[]> marks = new ArrayList<>(hits);
        if (title && result != null) {
            String folded = SearchIndex.fold(s);
            for (String term : result.terms()) {
                for (int at = folded.indexOf(term); at >= 0 && !term.isEmpty(); at = folded.indexOf(term, at + 1)) {
                    if (SearchIndex.wordStart(folded, at)) {
                        marks.add(new int[] {at, at + term.length()});
                    }
                }
            }
        }
        List<Glossary.Match> terms = title ? List.of() : reading.glossary().find(s).stream()
                .filter(m -> !(m.entry().ownerId().equals(owner) && m.entry().block() == block
                        && (m.entry().line() == line || m.entry().line() + 1 == line))).toList();
        List<RuleReferences.Match> refs = title ? List.of() : references().find(s);
        TreeSet<Integer> cuts = new TreeSet<>();
        cuts.add(0);
        cuts.add(s.length());
        for (RuleReferences.Match m : refs) {
            cuts.add(m.start());
            cuts.add(m.end());
        }
        for (int[] m : marks) {
            cuts.add(Math.max(0, Math.min(s.length(), m[0])));
            cuts.add(Math.max(0, Math.min(s.length(), m[1])));
        }
        for (Glossary.Match m : terms) {
            cuts.add(m.start());
            cuts.add(m.end());
        }
        List<Span> out = new ArrayList<>();
        Integer from = null;
        for (int cut : cuts) {
            if (from != null && cut > from) {
                int a = from;
                boolean hit = marks.stream().anyMatch(m -> m[0] <= a && m[1] > a);
                String term = refs.stream().filter(m -> m.start() <= a && m.end() > a).findFirst()
                        .map(m -> RulesetViewModel.RULE_LINK + m.ruleId()).orElse(terms.stream().filter(m -> m.start() <= a && m.end() > a)
                        .findFirst().map(m -> m.entry().term()).orElse(null));
                Span span = new Span(s.substring(a, cut), hit, term);
                Span last = out.isEmpty() ? null : out.get(out.size() - 1);
                if (last != null && last.hit() == hit && Objects.equals(last.term(), term)) {
                    out.set(out.size() - 1, new Span(last.text() + span.text(), hit, term));
                } else {
                    out.add(span);
                }
            }
            from = cut;
        }
        return out;
    }

    private RuleReferences references() {
        if (references == null || referencesOf != reading) {
            references = RuleReferences.of(reading.ruleset());
            referencesOf = reading;
        }
        return references;
    }

    private RuleReferences references;
    private RulesetReading referencesOf;

    String report(RulesetReading r) {
        ImportReport report = r.report();
        StringBuilder sb = new StringBuilder();
        sb.append(report.summary(r.ruleset())).append('\n');
        sb.append(messages.get("ruleset.report.format", report.format(), report.sourceLines())).append('\n');
        r.terms().ifPresent(t -> sb.append(messages.get("ruleset.report.terms", t.player(), t.players(), t.emperor(),
                String.join("; ", t.evidence()))).append('\n'));
        sb.append(messages.get("ruleset.report.specialCase", r.specialCases().defaultRule())).append('\n');
        sb.append(messages.get("ruleset.report.glossary", r.glossary().entries().size())).append("\n\n");
        sb.append(messages.get("ruleset.report.warnings", report.warnings().size())).append('\n');
        report.warnings().forEach(n -> sb.append("  ").append(messages.get("ruleset.report.line", n.line()))
                .append(n.message()).append(n.text().isEmpty() ? "" : "  \u201c" + n.text() + "\u201d").append('\n'));
        sb.append('\n').append(messages.get("ruleset.report.unplaced", report.unplaced().size())).append('\n');
        report.unplaced().forEach(n -> sb.append("  ").append(messages.get("ruleset.report.line", n.line()))
                .append(n.message()).append("  \u201c").append(n.text().replace('\n', ' ')).append("\u201d\n"));
        return sb.toString();
    }
}
