package org.dynast.model.factory;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Deque;
import java.util.List;

/** A floor with one Worker, Kev, and the Bots; scripted dice and answers. */
abstract class FloorFixture {

    static final FactoryCatalogue CATALOGUE = FactoryCatalogue.shipped();

    final FactoryFloor floor = FactoryFloor.empty(1);
    final WorkerState kev = WorkerState.newWorker("Kev", false);
    final Deque<Integer> rolls = new ArrayDeque<>();
    final List<Integer> sides = new ArrayList<>();

    FloorFixture() {
        floor.workers.add(0, kev);
    }

    LineEngine engine(String... answers) {
        return new LineEngine(CATALOGUE, floor, (n, why) -> {
            sides.add(n);
            return rolls.pop();
        }, Chooser.scripted(answers));
    }

    void line(String... notation) {
        kev.line.clear();
        for (String n : notation) {
            kev.line.add(TrackingText.machine(n, CATALOGUE));
        }
    }

    void boxes(Integer... values) {
        kev.boxes = new ArrayList<>(Arrays.asList(values));
    }

}
