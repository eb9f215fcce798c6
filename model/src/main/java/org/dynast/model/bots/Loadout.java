package org.dynast.model.bots;

import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * One Operator's workshop: their Money, their one Bot, their Spare Parts Bin, their Readiness (and
 * since when), whether they have repaired since their last Bout, and their Bot's Script. The script
 * is private ("Bots' Scripts are tracked privately by the Announcer"): use {@link #publicView()}
 * for anything a player may see.
 */
public record Loadout(long playerId, long dynastyId, int money, Bot bot, List<Part> bin, Readiness readiness,
                      Instant readinessSince, boolean repairedSinceBout, String script) {

    /** "Each Operator has an amount of Money ... which defaults to ₩20,000." */
    public static final int DEFAULT_MONEY = 20_000;
    /** "An Operator's Money can not surpass ₩20,000." */
    public static final int MONEY_CAP = 20_000;

    public Loadout {
        Objects.requireNonNull(bot, "bot");
        Objects.requireNonNull(readiness, "readiness");
        Objects.requireNonNull(readinessSince, "readinessSince");
        bin = List.copyOf(bin);
        script = script == null ? "" : script;
        if (money < 0 || money > MONEY_CAP) {
            throw new IllegalArgumentException("Money is from ₩0 to ₩20,000, not " + money + ".");
        }
    }

    public static Loadout fresh(long playerId, long dynastyId, String botName, Instant now) {
        return new Loadout(playerId, dynastyId, DEFAULT_MONEY, Bot.standard(botName), List.of(), Readiness.WORKSHOP,
                now, false, "");
    }

    public Loadout withMoney(int value) {
        return new Loadout(playerId, dynastyId, value, bot, bin, readiness, readinessSince, repairedSinceBout, script);
    }

    /** Money plus {@code gain}, never above the cap. */
    public Loadout gaining(int gain) {
        return withMoney(Math.min(MONEY_CAP, money + gain));
    }

    public Loadout withBot(Bot value) {
        return new Loadout(playerId, dynastyId, money, value, bin, readiness, readinessSince, repairedSinceBout, script);
    }

    public Loadout withBin(List<Part> value) {
        return new Loadout(playerId, dynastyId, money, bot, value, readiness, readinessSince, repairedSinceBout, script);
    }

    public Loadout binning(Part part) {
        List<Part> list = new ArrayList<>(bin);
        list.add(part);
        return withBin(list);
    }

    public Loadout withReadiness(Readiness value, Instant since) {
        return new Loadout(playerId, dynastyId, money, bot, bin, value, since, repairedSinceBout, script);
    }

    public Loadout withRepaired(boolean value) {
        return new Loadout(playerId, dynastyId, money, bot, bin, readiness, readinessSince, value, script);
    }

    public Loadout withScript(String value) {
        return new Loadout(playerId, dynastyId, money, bot, bin, readiness, readinessSince, repairedSinceBout, value);
    }

    /** The publicly tracked part: everything but the Script. */
    public Loadout publicView() {
        return withScript("");
    }
}
