package org.dynast.app.blogbots.arena;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;
import org.dynast.model.blogbots.arena.BotState;
import org.dynast.model.blogbots.arena.BoutEvent;

/**
 * The viewer's two charts, a point per Bot at the end of each turn: the Tally, which would tell the winner and so waits
 * for the result, and the Average Condition, drawn as far as the Bout has been watched (all of it once the result
 * shows).
 */
final class ArenaCharts {

    private final ObservableList<ArenaViewModel.Series> tallies = FXCollections.observableArrayList();
    private final ObservableList<ArenaViewModel.Series> conditions = FXCollections.observableArrayList();
    /** The last turn the Condition chart draws (every turn once the result shows). */
    private int shownTurn;

    /** Draws both charts for the event {@code at}: the Tally only once {@code revealed} and if Tallies are shown. */
    void build(ReplayCursor c, int at, boolean revealed, boolean talliesShown) {
        Map<String, List<double[]>> tally = new LinkedHashMap<>();
        Map<String, List<double[]>> condition = new LinkedHashMap<>();
        List<BoutEvent> events = c.events();
        for (int i = 0; i < events.size(); i++) {
            BoutEvent e = events.get(i);
            boolean lastOfTurn = i == events.size() - 1 || events.get(i + 1).turn() != e.turn();
            if (!lastOfTurn) {
                continue;
            }
            for (BotState s : e.bots()) {
                tally.computeIfAbsent(s.name(), k -> new ArrayList<>()).add(new double[] {e.turn(), s.tally()});
                condition.computeIfAbsent(s.name(), k -> new ArrayList<>()).add(new double[] {e.turn(), average(s)});
            }
        }
        List<ArenaViewModel.Series> t = new ArrayList<>();
        tally.forEach((k, v) -> t.add(new ArenaViewModel.Series(k, List.copyOf(v))));
        int upTo = revealed || events.isEmpty() ? Integer.MAX_VALUE : events.get(at).turn();
        shownTurn = upTo;
        List<ArenaViewModel.Series> cs = new ArrayList<>();
        condition.forEach((k, v) -> cs.add(new ArenaViewModel.Series(k, v.stream().filter(p -> p[0] <= upTo)
                .toList())));
        tallies.setAll(talliesShown && revealed ? t : List.of());
        conditions.setAll(cs);
    }

    /** Whether the Condition chart stops short of (or beyond) the turn of the event {@code at}. */
    boolean behind(ReplayCursor c, int at) {
        return c.events().get(at).turn() != shownTurn;
    }

    static double average(BotState s) {
        double sum = s.engine() + s.chassis();
        for (int v : s.systems()) {
            sum += v;
        }
        return sum / (2 + s.systems().size());
    }

    ObservableList<ArenaViewModel.Series> tallies() {
        return tallies;
    }

    ObservableList<ArenaViewModel.Series> conditions() {
        return conditions;
    }
}
