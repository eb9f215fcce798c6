package org.dynast.model.roster;

import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.function.Predicate;

/** A snapshot of one dynasty's roster: its players and mentorships. */
public record Roster(List<Player> players, List<Mentorship> mentorships) {

    public Roster {
        players = players.stream().sorted(Comparator.comparing(Player::name, String.CASE_INSENSITIVE_ORDER)).toList();
        mentorships = List.copyOf(mentorships);
    }

    /**
     * Core rule: "Quorum of a subset of Operators is half the number of Operators in that subset,
     * rounded down, plus one." Idle players "are not counted as Operators".
     */
    public static int quorumOf(long activePlayers) {
        return Math.toIntExact(activePlayers / 2 + 1);
    }

    public List<Player> active() {
        return players.stream().filter(Predicate.not(Player::idle)).toList();
    }

    public List<Player> idlePlayers() {
        return players.stream().filter(Player::idle).toList();
    }

    /** Quorum of all (non-idle) players. */
    public int quorum() {
        return quorumOf(active().size());
    }

    public Optional<Player> byId(long id) {
        return players.stream().filter(p -> p.id() == id).findFirst();
    }

    public Optional<Player> byName(String name) {
        return players.stream().filter(p -> p.name().equalsIgnoreCase(name)).findFirst();
    }

    public List<Player> tenured() {
        return players.stream().filter(Player::tenured).toList();
    }

    public List<Mentorship> activeMentorships() {
        return mentorships.stream().filter(Mentorship::active).toList();
    }

    /** The active Mentorship in which {@code playerId} is the mentee, if any. */
    public Optional<Mentorship> mentorshipOfMentee(long playerId) {
        return activeMentorships().stream().filter(m -> m.menteeId() == playerId).findFirst();
    }

    public String nameOf(long playerId) {
        return byId(playerId).map(Player::name).orElse("#" + playerId);
    }
}
