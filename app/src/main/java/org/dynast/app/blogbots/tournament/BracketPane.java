package org.dynast.app.blogbots.tournament;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import javafx.css.PseudoClass;
import javafx.geometry.Pos;
import javafx.scene.control.Label;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Pane;
import javafx.scene.layout.VBox;
import javafx.scene.shape.Polyline;

/**
 * The Bracket drawn as a tree: tiers as columns from left to right, each Bout a box with both sides, their
 * seeds, the Configuration and the result; lines join a Bout to the place its winner fills in a later Bout.
 * Where the boxes go is computed by {@link #layout}, a pure function.
 */
public final class BracketPane extends Pane {

    static final double BOX_W = 250;
    static final double BOX_H = 104;
    static final double COL_GAP = 70;
    static final double ROW_GAP = 18;
    static final double HEADER_H = 78; // title, a schedule of up to two lines and the deferred line
    static final double PAD = 12;

    private static final PseudoClass SELECTED = PseudoClass.getPseudoClass("selected");
    private static final PseudoClass DRAWN = PseudoClass.getPseudoClass("drawn");
    private static final PseudoClass RUNNABLE = PseudoClass.getPseudoClass("runnable");
    private static final PseudoClass WINNER = PseudoClass.getPseudoClass("winner");
    private static final PseudoClass ELIMINATED = PseudoClass.getPseudoClass("eliminated");
    private static final PseudoClass OPEN = PseudoClass.getPseudoClass("open");

    private final Map<String, VBox> boxes = new HashMap<>();
    private Consumer<String> onPick = id -> { };
    private String selected;
    private String placeholder = "";

    public BracketPane() {
        getStyleClass().add("bracket-pane");
    }

    /** What the empty pane says before a Bracket is posted. */
    public void setPlaceholder(String text) {
        this.placeholder = text;
    }

    public void setOnPick(Consumer<String> onPick) {
        this.onPick = onPick;
    }

    /** Where a Bout box's top-left corner goes. */
    record Place(double x, double y) {
    }

    /**
     * Tier 1's Bouts stacked from the top; a later Bout centred on the Bouts that feed it where it can be,
     * pushed down so boxes never overlap.
     */
    static Map<String, Place> layout(List<TournamentViewModel.TierColumn> tiers) {
        Map<String, Place> out = new HashMap<>();
        for (int c = 0; c < tiers.size(); c++) {
            double x = PAD + c * (BOX_W + COL_GAP);
            double next = PAD + HEADER_H;
            // elimination Bouts first (they are fought first), then the rest in the order of the Bouts feeding them,
            // so that lines cross as little as the pairing allows
            List<TournamentViewModel.BoutCard> order = new ArrayList<>();
            List<double[]> wanted = new ArrayList<>();
            List<TournamentViewModel.BoutCard> bouts = tiers.get(c).bouts();
            for (int i = 0; i < bouts.size(); i++) {
                TournamentViewModel.BoutCard b = bouts.get(i);
                List<Double> feeds = new ArrayList<>();
                for (String from : new String[] {b.firstFrom(), b.secondFrom()}) {
                    Place p = from == null ? null : out.get(from);
                    if (p != null) {
                        feeds.add(p.y());
                    }
                }
                double y = feeds.isEmpty() ? Double.MAX_VALUE
                        : feeds.stream().mapToDouble(Double::doubleValue).average().orElse(0);
                wanted.add(new double[] {i, b.elimination() ? -1 : y});
            }
            wanted.sort((p, q) -> Double.compare(p[1], q[1]));
            for (double[] w : wanted) {
                TournamentViewModel.BoutCard b = bouts.get((int) w[0]);
                double y = w[1] < 0 || w[1] == Double.MAX_VALUE ? next : Math.max(w[1], next);
                out.put(b.id(), new Place(x, y));
                next = y + BOX_H + ROW_GAP;
                order.add(b);
            }
        }
        return out;
    }

    public void show(List<TournamentViewModel.TierColumn> tiers, String selectedId) {
        getChildren().clear();
        boxes.clear();
        selected = selectedId;
        if (tiers.isEmpty()) {
            Label none = new Label(placeholder);
            none.getStyleClass().add("bracket-tier-schedule");
            none.relocate(PAD, PAD);
            getChildren().add(none);
        }
        Map<String, Place> places = layout(tiers);
        double maxY = 0;
        for (int c = 0; c < tiers.size(); c++) {
            TournamentViewModel.TierColumn tier = tiers.get(c);
            Label title = new Label(tier.title());
            title.getStyleClass().add("bracket-tier-title");
            Label schedule = new Label(tier.schedule());
            schedule.getStyleClass().add("bracket-tier-schedule");
            schedule.setWrapText(true);
            VBox header = new VBox(2, title, schedule);
            if (!tier.deferred().isEmpty()) {
                Label deferred = new Label("\u2192 Tier " + (tier.number() + 1) + ": " + String.join(", ",
                        tier.deferred()));
                deferred.getStyleClass().add("bracket-tier-schedule");
                header.getChildren().add(deferred);
            }
            header.setPrefWidth(BOX_W);
            header.relocate(PAD + c * (BOX_W + COL_GAP), PAD);
            getChildren().add(header);
        }
        // lines first, under the boxes
        for (TournamentViewModel.TierColumn tier : tiers) {
            for (TournamentViewModel.BoutCard b : tier.bouts()) {
                Place to = places.get(b.id());
                String[] from = {b.firstFrom(), b.secondFrom()};
                for (int side = 0; side < 2; side++) {
                    Place p = from[side] == null ? null : places.get(from[side]);
                    if (p == null) {
                        continue;
                    }
                    double x1 = p.x() + BOX_W;
                    double y1 = p.y() + BOX_H / 2;
                    double x2 = to.x();
                    double y2 = to.y() + (side == 0 ? 40 : 62);
                    if (p.x() == to.x()) { // an elimination Bout feeding its own tier: straight down into the Bout
                        double cx = p.x() + BOX_W / 2;
                        Polyline l = new Polyline(cx, p.y() + BOX_H, cx, to.y());
                        l.getStyleClass().addAll("bracket-line", "bracket-line-elimination");
                        getChildren().add(l);
                        continue;
                    }
                    double mid = x2 - COL_GAP / 2; // a deferred Operator's line crosses the skipped tier at its own height
                    Polyline line = new Polyline(x1, y1, mid, y1, mid, y2, x2, y2);
                    line.getStyleClass().add("bracket-line");
                    getChildren().add(line);
                }
            }
        }
        for (TournamentViewModel.TierColumn tier : tiers) {
            for (TournamentViewModel.BoutCard b : tier.bouts()) {
                VBox box = box(b);
                Place p = places.get(b.id());
                box.relocate(p.x(), p.y());
                maxY = Math.max(maxY, p.y() + BOX_H);
                getChildren().add(box);
                boxes.put(b.id(), box);
            }
        }
        setPrefSize(PAD * 2 + tiers.size() * (BOX_W + COL_GAP) - COL_GAP, maxY + PAD);
        setMinSize(getPrefWidth(), getPrefHeight());
    }

    private VBox box(TournamentViewModel.BoutCard b) {
        Label title = new Label(b.title() + (b.runnable() ? "  \u25b6 ready" : ""));
        title.getStyleClass().add("bout-title");
        Label config = new Label(b.configuration());
        config.getStyleClass().add("bout-config");
        config.setTooltip(new Tooltip(b.configuration() + (b.seed() == null ? "" : "\nseed " + b.seed())));
        Label result = new Label(b.result());
        result.getStyleClass().add("bout-config");
        result.setTooltip(b.result().isEmpty() ? null : new Tooltip(b.result()));
        VBox box = new VBox(2, title, side(b.first()), side(b.second()), config, result);
        box.getStyleClass().add("bout-box");
        box.setId("bout-" + b.id());
        box.setPrefSize(BOX_W, BOX_H);
        box.setMinSize(BOX_W, BOX_H);
        box.setMaxSize(BOX_W, BOX_H);
        box.pseudoClassStateChanged(DRAWN, b.drawn());
        box.pseudoClassStateChanged(RUNNABLE, b.runnable());
        box.pseudoClassStateChanged(SELECTED, b.id().equals(selected));
        box.setOnMouseClicked(e -> onPick.accept(b.id()));
        return box;
    }

    private static HBox side(TournamentViewModel.Side s) {
        Label seed = new Label(s.seed());
        seed.getStyleClass().add("bout-seed");
        seed.setMinWidth(30);
        Label name = new Label(s.name() + (s.winner() ? "  \u2714" : ""));
        name.getStyleClass().add("bout-name");
        HBox row = new HBox(6, seed, name);
        row.setAlignment(Pos.CENTER_LEFT);
        row.getStyleClass().add("bout-side");
        row.pseudoClassStateChanged(WINNER, s.winner());
        row.pseudoClassStateChanged(ELIMINATED, s.eliminated());
        row.pseudoClassStateChanged(OPEN, !s.decided());
        return row;
    }

    /** Marks the selected Bout's box. */
    public void select(String id) {
        selected = id;
        boxes.forEach((k, v) -> v.pseudoClassStateChanged(SELECTED, k.equals(id)));
    }
}
