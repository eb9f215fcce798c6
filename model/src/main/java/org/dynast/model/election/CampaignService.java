package org.dynast.model.election;

import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import org.dynast.model.Refusal;
import org.dynast.model.roster.Player;
import org.dynast.model.time.ActionCadence;
import org.dynast.model.time.Availability;

/**
 * Rule "Campaign" and its sub-rules, and rules "Candidates" and "Money": the five Campaign Actions, each on its window
 * since the Candidate's last Campaign Action and rolled through the logged Dice Roller, previewed before they are done;
 * the Free T-Shirts claims; the weekly change of Endorse; the daily donation.
 */
public final class CampaignService {

    /** The last Campaign Action's time in a refusal, as the era wrote times ("4-10-2008 at 00:00 GMT"). */
    private static final DateTimeFormatter ACTION_TIME = DateTimeFormatter
            .ofPattern("d-M-yyyy 'at' HH:mm 'GMT'", Locale.ROOT).withZone(ZoneOffset.UTC);

    static final String RULE = ElectionBooks.RULE;
    /** "If e does, that comment isn’t BS." */
    public static final String TSHIRTS_COMMENT = "Free T-Shirts!";
    static final long TSHIRTS_COST = 15;
    static final Duration CLAIM_WINDOW = Duration.ofHours(24);

    /** A Campaign Action as asked: who, which, its NAME (Mud-Sling) or X (Fundraiser), and Going Abroad's doubling. */
    public record Request(CampaignAction action, String candidate, String target, long x, boolean doubleMoneyFirst) {

        public static Request of(CampaignAction action, String candidate) {
            return new Request(action, candidate, null, 0, false);
        }

        /** The same with Fundraiser's X. */
        public Request withX(long value) {
            return new Request(action, candidate, target, value, doubleMoneyFirst);
        }

        /** The same with Mud-Sling's NAME. */
        public Request withTarget(String name) {
            return new Request(action, candidate, name, x, doubleMoneyFirst);
        }

        /** The same, first doubling the money (the action after Going Abroad). */
        public Request doublingMoney(boolean value) {
            return new Request(action, candidate, target, x, value);
        }
    }

    /** What a Campaign Action did: its roll and the lines of its effects, as the log and the tab say them. */
    public record Done(Request request, long roll, List<String> effects) {

        public String summary() {
            return request.candidate() + ": " + request.action().title() + " — " + String.join("; ", effects);
        }
    }

    private final ElectionBooks books;

    CampaignService(ElectionBooks books) {
        this.books = books;
    }

    // ---- windows and previews -------------------------------------------------------------------

    /** Each Campaign Action's window for the Candidate, now. */
    public List<Window> windows(long dynastyId, String candidate) {
        Candidate c = candidate(dynastyId, candidate);
        Instant now = books.context().clock().now();
        List<Window> out = new ArrayList<>();
        for (CampaignAction a : CampaignAction.values()) {
            out.add(window(a, c, now));
        }
        return out;
    }

    static Window window(CampaignAction a, Candidate c, Instant now) {
        return new Window(a, c.name(), c.action() == null ? Instant.EPOCH : c.action().plus(a.window()), now);
    }

    /** Whether the Candidate may first double their money ("Going Abroad": "The next time this candidate ..."). */
    public boolean mayDoubleMoney(long dynastyId, String candidate) {
        return books.state(dynastyId).isAbroad(candidate);
    }

    /**
     * What the action would do, before it is done: the window, the dice and each effect with its range; or, if it may
     * not be done now, why (the lines begin with "Not now:").
     */
    public List<String> preview(long dynastyId, Request r) {
        List<String> lines = new ArrayList<>();
        try {
            books.context().transactor().inTransaction(() -> {
                Candidate c = candidate(dynastyId, r.candidate());
                check(r, c, books.context().clock().now(), books.state(dynastyId), books.candidates(dynastyId));
                return null;
            });
        } catch (Refusal refusal) {
            lines.add("Not now: " + refusal.getMessage());
        }
        Candidate c;
        try {
            c = candidate(dynastyId, r.candidate());
        } catch (Refusal refusal) {
            return lines;
        }
        if (r.doubleMoneyFirst()) {
            lines.add("First " + c.name() + "'s money doubles: " + c.money() + " → " + c.money() * 2 + ".");
        }
        switch (r.action()) {
            case GRASS_ROOTS -> {
                lines.add("Rolls 1DICE12 in " + c.name() + "'s name; " + c.name() + " gains that many Supporters (1–12).");
                if (!c.endorsesSelf()) {
                    lines.add(c.endorses() + ", whom " + c.name() + " endorses, gains a third of it, rounded up (1–4).");
                }
            }
            case MUD_SLING -> {
                String t = r.target() == null || r.target().isBlank() ? "NAME" : r.target().strip();
                lines.add("Rolls 1DICE12 in " + c.name() + "'s name; " + t + " loses that many Supporters (1–12, not "
                        + "below 0).");
                lines.add(c.name() + " loses 3 Supporters (" + c.supporters() + " → " + Math.max(0, c.supporters() - 3)
                        + ").");
            }
            case FUNDRAISER -> {
                long x = r.x();
                lines.add("Rolls 1DICE" + x + " in " + c.name() + "'s name; " + c.name() + "'s money rises by it (1–"
                        + Math.max(1, x) + ").");
                lines.add(c.name() + " loses X × .25 rounded down = " + x / 4 + " Supporters.");
            }
            case GOING_ABROAD -> {
                lines.add("Rolls 1DICE2 in " + c.name() + "'s name; " + c.name() + "'s Supporters are divided by it, "
                        + "rounded down (" + c.supporters() + " or " + c.supporters() / 2 + ").");
                lines.add("The next time " + c.name() + " takes a Campaign Action, they may first double their money.");
            }
            case FREE_TSHIRTS -> {
                lines.add(c.name() + " pays 15 Money (" + c.money() + " → " + (c.money() - TSHIRTS_COST) + ") and "
                        + "comments \u201cFree T-Shirts!\u201d at the News Post.");
                lines.add("For 24 hours each Candidate who endorses " + c.name() + " may once add 1DICE6 to their own "
                        + "Supporters.");
            }
            default -> throw new IllegalStateException();
        }
        lines.add(c.name() + "'s Action becomes the time it is done.");
        return lines;
    }

    // ---- the Campaign Actions -------------------------------------------------------------------

    /** Performs the Campaign Action: one logged, undoable action with its roll. */
    public Done perform(long dynastyId, String actor, Request r) {
        return books.act(dynastyId, actor, r.action().kind(), Done::summary, w -> {
            Candidate c = w.candidate(r.candidate());
            check(r, c, w.now, w.state, w.candidates());
            List<String> effects = new ArrayList<>();
            if (r.doubleMoneyFirst()) {
                w.setMoney(c.name(), c.money() * 2);
                effects.add("money doubled to " + c.money() * 2);
            }
            w.state.abroad.removeIf(n -> n.equalsIgnoreCase(c.name()));
            long roll = 0;
            switch (r.action()) {
                case GRASS_ROOTS -> {
                    roll = w.roll(c.name(), 12, "Grass Roots: GR 1DICE12");
                    effects.add(c.name() + " +" + roll + " Supporters (" + w.addSupporters(c.name(), roll) + ")");
                    if (!c.endorsesSelf()) {
                        long third = (roll + 2) / 3;
                        effects.add(c.endorses() + " +" + third + " (" + w.addSupporters(c.endorses(), third) + ")");
                    }
                }
                case MUD_SLING -> {
                    Candidate t = w.candidate(r.target());
                    roll = w.roll(c.name(), 12, "Mud-Sling: MS " + t.name() + " 1DICE12");
                    effects.add(t.name() + " −" + roll + " Supporters (" + w.addSupporters(t.name(), -roll) + ")");
                    effects.add(c.name() + " −3 Supporters (" + w.addSupporters(c.name(), -3) + ")");
                }
                case FUNDRAISER -> {
                    roll = w.roll(c.name(), Math.toIntExact(r.x()), "Fundraiser: 1DICE" + r.x());
                    effects.add(c.name() + " +" + roll + " money (" + w.addMoney(c.name(), roll) + ")");
                    long lost = r.x() / 4;
                    effects.add(c.name() + " −" + lost + " Supporters (" + w.addSupporters(c.name(), -lost) + ")");
                }
                case GOING_ABROAD -> {
                    roll = w.roll(c.name(), 2, "Going Abroad: GA 1DICE2");
                    long now = w.candidate(c.name()).supporters();
                    effects.add(c.name() + "'s Supporters " + now + " ÷ " + roll + " = "
                            + w.setSupporters(c.name(), now / roll));
                    w.state.abroad.add(c.name());
                    effects.add("their next Campaign Action may first double their money");
                }
                case FREE_TSHIRTS -> {
                    effects.add(c.name() + " pays 15 money (" + w.addMoney(c.name(), -TSHIRTS_COST) + ")");
                    ElectionState.TShirts t = new ElectionState.TShirts();
                    t.giver = c.name();
                    t.at = w.now;
                    w.state.tshirts.add(t);
                    ElectionState.NewsComment n = new ElectionState.NewsComment();
                    n.kind = "T-SHIRTS";
                    n.author = c.name();
                    n.text = TSHIRTS_COMMENT;
                    n.at = w.now;
                    w.state.news.add(n);
                    effects.add("its endorsers may each claim 1DICE6 Supporters until " + w.now.plus(CLAIM_WINDOW));
                }
                default -> throw new IllegalStateException();
            }
            w.setAction(c.name(), w.now);
            return new Done(r, roll, effects);
        });
    }

    private static void check(Request r, Candidate c, Instant now, ElectionState state, List<Candidate> all) {
        if (r.action() == null) {
            throw new Refusal(RULE, "Choose a Campaign Action.");
        }
        Window win = window(r.action(), c, now);
        if (!win.open()) {
            throw new Refusal(r.action().title(), c.name() + " took a Campaign Action at " + ACTION_TIME.format(c.action()) + ", within "
                    + "the last " + r.action().window().toHours() + " hours: " + win.words() + ".");
        }
        if (r.doubleMoneyFirst() && !state.isAbroad(c.name())) {
            throw new Refusal("Going Abroad", c.name() + " may not double their money: only the next action after "
                    + "Going Abroad may.");
        }
        switch (r.action()) {
            case MUD_SLING -> {
                String t = r.target() == null ? "" : r.target().strip();
                if (t.isEmpty()) {
                    throw new Refusal("Mud-Sling", "Name the active Candidate to Mud-Sling (\u201cMS NAME 1DICE12\u201d).");
                }
                if (all.stream().noneMatch(x -> x.name().equalsIgnoreCase(t))) {
                    throw new Refusal("Mud-Sling", "\u201c" + t + "\u201d is not an active Candidate: NAME is \u201cthe "
                            + "name of any active Candidate\u201d.");
                }
            }
            case FUNDRAISER -> {
                if (r.x() < 1 || r.x() > c.supporters()) {
                    throw new Refusal("Fundraiser", "X must be a positive number no greater than " + c.name()
                            + "'s Supporters (" + c.supporters() + "); " + r.x() + " is not.");
                }
            }
            case FREE_TSHIRTS -> {
                if (state.newsPostedAt == null) {
                    throw new Refusal("Free T-Shirts", "The comment \u201cFree T-Shirts!\u201d is made at the News Post, "
                            + "and there is no News Post yet.");
                }
            }
            default -> {
            }
        }
    }

    // ---- Free T-Shirts claims -------------------------------------------------------------------

    /** The Free T-Shirts the Candidate may claim now: given out within 24 hours by whom they endorse, not claimed. */
    public Optional<ElectionState.TShirts> claimable(long dynastyId, String candidate) {
        return books.context().transactor().inTransaction(() -> {
            Candidate c = candidate(dynastyId, candidate);
            return claimable(books.state(dynastyId), c, books.context().clock().now());
        });
    }

    private static Optional<ElectionState.TShirts> claimable(ElectionState s, Candidate c, Instant now) {
        for (int i = s.tshirts.size() - 1; i >= 0; i--) {
            ElectionState.TShirts t = s.tshirts.get(i);
            if (t.giver.equalsIgnoreCase(c.endorses()) && now.isBefore(t.at.plus(CLAIM_WINDOW))
                    && t.claimed.stream().noneMatch(n -> n.equalsIgnoreCase(c.name()))) {
                return Optional.of(t);
            }
        }
        return Optional.empty();
    }

    /** "within a period of 24 hours, any Candidate that endorses [the giver] may add 1DICE6 to their own Supporters once". */
    public long claimTShirts(long dynastyId, String actor, String candidate) {
        return books.act(dynastyId, actor, "election.tshirts.claim", (Long r) -> candidate.strip()
                + " claimed Free T-Shirts: +" + r + " Supporters", w -> {
                    Candidate c = w.candidate(candidate);
                    ElectionState.TShirts t = claimable(w.state, c, w.now).orElseThrow(() -> new Refusal(
                            "Free T-Shirts", c.name() + " has no Free T-Shirts to claim: only a Candidate who endorses "
                            + "the giver may, once, within 24 hours of the comment."));
                    long roll = w.roll(c.name(), 6, "Free T-Shirts from " + t.giver + ": 1DICE6");
                    w.addSupporters(c.name(), roll);
                    t.claimed.add(c.name());
                    return roll;
                });
    }

    // ---- Endorses and donations -----------------------------------------------------------------

    /** "A Candidate may, as a weekly action, change their Endorse to any active Candidate." */
    public void endorse(long dynastyId, String actor, String candidate, String endorsee) {
        books.act(dynastyId, actor, "election.endorse", candidate.strip() + " now endorses " + endorsee.strip(), w -> {
            Candidate c = w.candidate(candidate);
            Candidate e = w.candidate(endorsee);
            if (c.endorses().equalsIgnoreCase(e.name())) {
                throw new Refusal("Candidates", c.name() + " already endorses " + e.name() + ".");
            }
            cadence(w, c.name(), "Change Endorse", books.context().cooldowns().rules(w.dynastyId()).weekly());
            w.setEndorses(c.name(), e.name());
            return null;
        });
    }

    /** The most the Candidate may donate now: half their money rounded down (0 when in debt). */
    public long mostDonation(long dynastyId, String candidate) {
        Candidate c = candidate(dynastyId, candidate);
        return c.inDebt() ? 0 : c.money() / 2;
    }

    /** "A Candidate who is not in debt may, as a daily action, donate up to half eir money (rounded down) to the candidate e Endorses." */
    public void donate(long dynastyId, String actor, String candidate, long amount) {
        books.act(dynastyId, actor, "election.donate", candidate.strip() + " donated " + amount + " money", w -> {
            Candidate c = w.candidate(candidate);
            if (c.inDebt()) {
                throw new Refusal("Money", c.name() + " is In debt (" + c.money() + "): only a Candidate who is not "
                        + "in debt may donate.");
            }
            if (c.endorsesSelf()) {
                throw new Refusal("Money", c.name() + " endorses themselves: a donation goes to the Candidate one "
                        + "Endorses, and would change nothing.");
            }
            long most = c.money() / 2;
            if (amount < 1 || amount > most) {
                throw new Refusal("Money", c.name() + " may donate from 1 up to half their money rounded down ("
                        + most + "); " + amount + " is not.");
            }
            cadence(w, c.name(), "Donate", books.context().cooldowns().rules(w.dynastyId()).daily());
            w.addMoney(c.name(), -amount);
            w.addMoney(c.endorses(), amount);
            return null;
        });
    }

    /** A daily or weekly action's take: checked in the dry run, recorded with the action. */
    private void cadence(ElectionBooks.Work w, String candidate, String action, ActionCadence cadence) {
        long playerId = player(w.dynastyId(), candidate).id();
        if (w.dry()) {
            Availability a = books.context().cooldowns().check(w.dynastyId(), playerId, "Election: " + action, cadence,
                    w.now);
            a.orThrow();
        } else {
            books.context().cooldowns().record(w.changes(), w.dynastyId(), playerId, "Election: " + action, cadence);
        }
    }

    private Player player(long dynastyId, String name) {
        return books.context().roster().roster(dynastyId).byName(name).orElseThrow(() -> new Refusal(RULE,
                "There is no player named \u201c" + name + "\u201d."));
    }

    private Candidate candidate(long dynastyId, String name) {
        String n = name == null ? "" : name.strip();
        Optional<String> president = books.president(dynastyId);
        if (president.isPresent() && president.get().equalsIgnoreCase(n)) {
            throw new Refusal(RULE, n + " is the President Thog, who \"is not considered a Candidate\" for the "
                    + "dynastic rules.");
        }
        return books.candidates(dynastyId).stream().filter(c -> c.name().equalsIgnoreCase(n)).findFirst()
                .orElseThrow(() -> new Refusal(RULE, "There is no active Candidate named \u201c" + n + "\u201d."));
    }
}
