package org.dynast.model.blogbots.bots;

import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * One Operator's workshop: their Money, their one Bot, their Spare Parts Bin, their Readiness (and
 * since when), whether they have repaired since their last Bout, their Bot's Script, their Bout Count,
 * Red Mist and LED Banner names, and the Systems they have asked the Announcer to add to their Bot at
 * Staging (Modular Breakpoint, or the Tournament list). The script and the requests are private ("Bots'
 * Scripts are tracked privately by the Announcer"; Modular Breakpoint: "may privately message the
 * Announcer"): use {@link #publicView()} for anything a player may see.
 *
 * @param boutCount   "The number of bouts an Operator's bot has been engaged in is publicly tracked, and
 *                    includes announced bouts that include the bot that are yet to be resolved."
 * @param redMist     "Each Operator has a value for Red Mist, which is a publicly tracked integer that
 *                    defaults to zero."
 * @param bannerNames LED Banner: "these names are publicly tracked and persist when the LED Banner is either
 *                    equipped on the Bot or in its Operator's Spare Parts bin; if the Operator loses the LED
 *                    Banner through any means then their LED Banner name tracking is blanked"
 * @param requests    Systems from the Spare Parts Bin the Operator asked to have added to their Bot
 * @param awardedSinceBout whether the Operator has awarded themselves ₩1,000 since their last Bout ended
 *                    ("If the game is in Tournament Mode then each Operator may, once after each Bout, award
 *                    themselves ₩1,000.")
 */
public record Loadout(long playerId, long dynastyId, int money, Bot bot, List<Part> bin, Readiness readiness,
                      Instant readinessSince, boolean repairedSinceBout, String script, int boutCount, int redMist,
                      List<String> bannerNames, List<Part> requests, boolean awardedSinceBout) {

    /** "Each Operator has an amount of Money ... which defaults to ₩20,000." */
    public static final int DEFAULT_MONEY = 20_000;
    /** "An Operator's Money can not surpass ₩20,000." */
    public static final int MONEY_CAP = 20_000;
    /** The System whose names are tracked. */
    public static final String LED_BANNER = "LED Banner";

    public Loadout {
        Objects.requireNonNull(bot, "bot");
        Objects.requireNonNull(readiness, "readiness");
        Objects.requireNonNull(readinessSince, "readinessSince");
        bin = List.copyOf(bin);
        script = script == null ? "" : script;
        requests = requests == null ? List.of() : List.copyOf(requests);
        if (money < 0 || money > MONEY_CAP) {
            throw new IllegalArgumentException("Money is from ₩0 to ₩20,000, not " + money + ".");
        }
        if (boutCount < 0) {
            throw new IllegalArgumentException("A Bout Count is never negative, not " + boutCount + ".");
        }
        bannerNames = bannerNames == null ? List.of() : List.copyOf(bannerNames);
    }

    /** Whether the Operator has an LED Banner, equipped on the Bot or in the Spare Parts Bin. */
    public boolean hasBanner() {
        return bot.hasSystem(LED_BANNER) || bin.stream().anyMatch(p -> p.name().equalsIgnoreCase(LED_BANNER));
    }

    /**
     * LED Banner: "if the Operator loses the LED Banner through any means then their LED Banner name tracking is
     * blanked (set to "-") and is considered to hold no names". Every stored loadout passes through this.
     */
    public Loadout blankingLostBanner() {
        return hasBanner() || bannerNames.isEmpty() ? this : withBannerNames(List.of());
    }

    public Loadout(long playerId, long dynastyId, int money, Bot bot, List<Part> bin, Readiness readiness,
                   Instant readinessSince, boolean repairedSinceBout, String script) {
        this(playerId, dynastyId, money, bot, bin, readiness, readinessSince, repairedSinceBout, script, 0, 0,
                List.of(), List.of(), false);
    }

    public Loadout(long playerId, long dynastyId, int money, Bot bot, List<Part> bin, Readiness readiness,
                   Instant readinessSince, boolean repairedSinceBout, String script, int boutCount, int redMist,
                   List<String> bannerNames, List<Part> requests) {
        this(playerId, dynastyId, money, bot, bin, readiness, readinessSince, repairedSinceBout, script, boutCount,
                redMist, bannerNames, requests, false);
    }

    public static Loadout fresh(long playerId, long dynastyId, String botName, Instant now) {
        return new Loadout(playerId, dynastyId, DEFAULT_MONEY, Bot.standard(botName), List.of(), Readiness.WORKSHOP,
                now, false, "");
    }

    public Loadout withMoney(int value) {
        return new Loadout(playerId, dynastyId, value, bot, bin, readiness, readinessSince, repairedSinceBout, script,
                boutCount, redMist, bannerNames, requests, awardedSinceBout);
    }

    /** Money plus {@code gain}, never above the cap. */
    public Loadout gaining(int gain) {
        return withMoney(Math.min(MONEY_CAP, money + gain));
    }

    public Loadout withBot(Bot value) {
        return new Loadout(playerId, dynastyId, money, value, bin, readiness, readinessSince, repairedSinceBout, script,
                boutCount, redMist, bannerNames, requests, awardedSinceBout);
    }

    public Loadout withBin(List<Part> value) {
        return new Loadout(playerId, dynastyId, money, bot, value, readiness, readinessSince, repairedSinceBout, script,
                boutCount, redMist, bannerNames, requests, awardedSinceBout);
    }

    public Loadout binning(Part part) {
        List<Part> list = new ArrayList<>(bin);
        list.add(part);
        return withBin(list);
    }

    public Loadout withReadiness(Readiness value, Instant since) {
        return new Loadout(playerId, dynastyId, money, bot, bin, value, since, repairedSinceBout, script,
                boutCount, redMist, bannerNames, requests, awardedSinceBout);
    }

    public Loadout withRepaired(boolean value) {
        return new Loadout(playerId, dynastyId, money, bot, bin, readiness, readinessSince, value, script,
                boutCount, redMist, bannerNames, requests, awardedSinceBout);
    }

    public Loadout withScript(String value) {
        return new Loadout(playerId, dynastyId, money, bot, bin, readiness, readinessSince, repairedSinceBout, value,
                boutCount, redMist, bannerNames, requests, awardedSinceBout);
    }

    public Loadout withBoutCount(int value) {
        return new Loadout(playerId, dynastyId, money, bot, bin, readiness, readinessSince, repairedSinceBout, script,
                value, redMist, bannerNames, requests, awardedSinceBout);
    }

    public Loadout withRedMist(int value) {
        return new Loadout(playerId, dynastyId, money, bot, bin, readiness, readinessSince, repairedSinceBout, script,
                boutCount, value, bannerNames, requests, awardedSinceBout);
    }

    public Loadout withBannerNames(List<String> value) {
        return new Loadout(playerId, dynastyId, money, bot, bin, readiness, readinessSince, repairedSinceBout, script,
                boutCount, redMist, value, requests, awardedSinceBout);
    }

    public Loadout withRequests(List<Part> value) {
        return new Loadout(playerId, dynastyId, money, bot, bin, readiness, readinessSince, repairedSinceBout, script,
                boutCount, redMist, bannerNames, value, awardedSinceBout);
    }

    public Loadout withAwarded(boolean value) {
        return new Loadout(playerId, dynastyId, money, bot, bin, readiness, readinessSince, repairedSinceBout, script,
                boutCount, redMist, bannerNames, requests, value);
    }

    /** Whether gaining {@code gain} would take Money over ₩20,000 ("An Operator's Money can not surpass ₩20,000"). */
    public boolean wouldSurpassCap(int gain) {
        return (long) money + gain > MONEY_CAP;
    }

    /** The publicly tracked part: everything but the Script and the private requests. */
    public Loadout publicView() {
        return withScript("").withRequests(List.of());
    }
}
