package org.dynast.model.tracker;

import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * One timed post of the dynasty (Duel 3, Dilemma 12, a Plenary Session): when it was posted, when it closes and when
 * the emperor's move falls due, who is expected to react, who has (and when), and when the emperor settled it.
 */
public final class TimedPost {

    /** Its number among the file's posts (how the console refers to it). */
    public int id;
    /** Its number among the posts of its kind: Dilemma 12. */
    public int number;
    /** The name of its {@link PostKind} ("Dilemma"). */
    public String kind;
    public String title;
    public Instant posted;
    public Instant closes;
    public Instant due;
    /** The rows expected to react or send something, as named when it was posted. */
    public List<String> reactors = new ArrayList<>();
    /** Who has reacted or sent something, and when. */
    public Map<String, Instant> reacted = new LinkedHashMap<>();
    /** When the emperor made the move it called for; {@code null} while it is still to make. */
    public Instant settled;

    public TimedPost() {
    }

    public TimedPost copy() {
        TimedPost p = new TimedPost();
        p.id = id;
        p.number = number;
        p.kind = kind;
        p.title = title;
        p.posted = posted;
        p.closes = closes;
        p.due = due;
        p.reactors.addAll(reactors);
        p.reacted.putAll(reacted);
        p.settled = settled;
        return p;
    }

    /** How the console names it: its title as posted, else its kind and number ("Dilemma 12"). */
    public String label() {
        return title == null || title.isBlank() ? kind + " " + number : title;
    }

    /** The reactors still to react, in the order they were named. */
    public List<String> waitingOn() {
        return reactors.stream().filter(r -> reacted.keySet().stream().noneMatch(r::equalsIgnoreCase)).toList();
    }
}
