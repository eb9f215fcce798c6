package org.dynast.model.module;

import java.util.function.LongSupplier;
import java.util.function.ToLongFunction;
import org.dynast.model.dice.DiceService;
import org.dynast.model.dynasty.DynastyService;
import org.dynast.model.log.ActionLog;
import org.dynast.model.log.DocumentTable;
import org.dynast.model.log.EntityTable;
import org.dynast.model.log.JsonDocuments;
import org.dynast.model.log.Snapshots;
import org.dynast.model.log.Transactor;
import org.dynast.model.matters.MattersService;
import org.dynast.model.roster.PlayerRepository;
import org.dynast.model.roster.RosterService;
import org.dynast.model.ruleset.RulesetService;
import org.dynast.model.cooldown.CooldownService;
import org.dynast.model.time.GameClock;

/** What the core gives a module on one open dynasty file: its services, and tables for the module's gamestate. */
public interface ModuleContext {

    Transactor transactor();

    GameClock clock();

    ActionLog log();

    Snapshots snapshots();

    DynastyService dynasties();

    PlayerRepository players();

    RosterService roster();

    MattersService matters();

    RulesetService rulesets();

    DiceService dice();

    CooldownService cooldowns();

    /** The modules installed in this store (the registry it was opened with), for a module that collects parts. */
    DynastyModules modules();

    /** The file's one seed source (every roll, Announcement and Bout seed), so a test can make it repeatable. */
    LongSupplier seeds();

    /**
     * A table of JSON documents owned by this module (created by its migration: {@code keyColumn BIGINT PRIMARY
     * KEY, [dynasty_id BIGINT,] state CLOB}); with {@code dynasty} null, the key is the dynasty's id.
     */
    <T> JsonDocuments<T> documents(String entity, String table, String keyColumn, Class<T> type,
                                   ToLongFunction<T> key, ToLongFunction<T> dynasty);

    /** A table of JSON documents with ids from the sequence {@code table_seq}, each in a dynasty. */
    <T> DocumentTable<T> documentTable(String table, Class<T> type, ToLongFunction<T> id, ToLongFunction<T> dynasty);

    /**
     * Registers the module's tables with the action log: their changes are undone and redone like the core's,
     * and are refused in a dynasty that does not run the module.
     */
    void register(EntityTable<?>... tables);

    /**
     * Names the module's actions by the start of their log kinds ({@code "workshop."}), so that an action in a
     * dynasty that does not run the module, or during Hiatus, is refused before its own checks, naming the module.
     */
    void registerActions(String... kindPrefixes);
}
