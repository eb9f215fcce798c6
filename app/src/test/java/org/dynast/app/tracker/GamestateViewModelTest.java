package org.dynast.app.tracker;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.LocalDate;
import java.util.List;
import java.util.UUID;
import org.dynast.app.FakeDialogs;
import org.dynast.app.common.Messages;
import org.dynast.app.common.TaskExecutor;
import org.dynast.app.session.Session;
import org.dynast.model.dynasty.Dynasty;
import org.dynast.model.dynasty.Terms;
import org.dynast.model.module.DynastyModules;
import org.dynast.model.store.GameStore;
import org.dynast.model.time.ManualGameClock;
import org.dynast.model.tracker.ColumnType;
import org.dynast.model.tracker.Templates;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/** The Gamestate tab's ViewModel without a window: edits, refusals, an action with its preview, wiki tables. */
class GamestateViewModelTest {

    private final GameStore store = GameStore.inMemory("gvm-" + UUID.randomUUID(),
            ManualGameClock.at("2026-11-20T12:00:00Z"));
    private final FakeDialogs dialogs = new FakeDialogs();
    private final Dynasty city = store.dynasties().found("City", "Dead City", 217, new Terms("District", "Districts",
            "City"), "City", LocalDate.of(2023, 7, 1));
    {
        for (String name : List.of("Josh", "Kevan", "Clucky", "JonathanDark")) {
            store.roster().addPlayer(city.id(), "City", name, false, null);
        }
    }
    private final Session session = new Session(TaskExecutor.immediate(), store, store.dynasties().get(city.id()));
    private final GamestateViewModel vm = new GamestateViewModel(session, dialogs, TaskExecutor.immediate(),
            Messages.load(DynastyModules.installed()));

    @AfterEach
    void close() {
        store.close();
    }

    /** Edit › Undo, as the console's toolbar does it: the log's undo, then the tabs told the history moved. */
    private void editUndo() {
        store.log().undo(city.id(), "City");
        session.rewound();
    }

    @Test
    void theTableFollowsTheTemplateWithDerivedColumnsMarked() {
        // counted as the status bar counts them, the City too, in the dynasty's terms
        assertThat(vm.captionProperty().get()).isEqualTo("Ruleset 217: 5 active Districts (the City has no row)");
        assertThat(vm.columnsProperty().get()).filteredOn(GamestateViewModel.ColumnInfo::derived)
                .extracting(GamestateViewModel.ColumnInfo::name)
                .containsExactly("Abandoned", "Famished", "Starving", "Chaos");
        assertThat(vm.rows()).extracting(GamestateViewModel.RowItem::name)
                .containsExactly("Josh", "Kevan", "Clucky", "JonathanDark");
        assertThat(vm.globals()).extracting(GamestateViewModel.GlobalItem::name)
                .containsExactly("Prospect", "Solar Field", "Faction Cultures");
        vm.filterProperty().set("kev");
        assertThat(vm.rows()).extracting(GamestateViewModel.RowItem::name).containsExactly("Kevan");
    }

    /**
     * A pasted ruleset's dynasty (the Blank template): its header names the ruleset and the dynasty's own term, not
     * the template's name "Blank" nor "players".
     */
    @Test
    void aPastedRulesetsHeaderUsesTheDynastysTerms() {
        Dynasty garden = store.dynasties().found("Flora", "The Garden", 242, new Terms("Gardener", "Gardeners",
                "Flora"), "Flora", LocalDate.of(2026, 11, 1), "ruleset-205", List.of("tracker"));
        store.roster().addPlayer(garden.id(), "Flora", "Thornton", false, null);
        GamestateViewModel blank = new GamestateViewModel(new Session(TaskExecutor.immediate(), store,
                store.dynasties().get(garden.id())), dialogs, TaskExecutor.immediate(), Messages.load(DynastyModules.installed()));
        assertThat(blank.captionProperty().get()).isEqualTo("Ruleset 242: 2 active Gardeners (the Flora has no row)")
                .doesNotContain("Blank").doesNotContain("players");
        assertThat(blank.rows()).extracting(GamestateViewModel.RowItem::name).containsExactly("Thornton");
    }

    @Test
    void anEditIsKeptAndABadOneIsCheckedAsTypedAndRefused() {
        assertThat(vm.problemOf("Food", "-1")).hasValue("Food is at least 0 (it may not be negative): -1 is less.");
        assertThat(vm.problemOf("Food", "3")).isEmpty();
        vm.edit("Josh", "Food", "1");
        assertThat(vm.rows().get(0).cell("Famished")).isEqualTo("Yes");
        vm.edit("Josh", "Anointments", "5");
        assertThat(vm.rows().get(0).cell("Anointments")).isEqualTo("0");
        // the refusal is the cell's, kept beside the table until the next edit begins
        GamestateViewModel.CellRefusal refused = vm.cellRefusalProperty().get();
        assertThat(refused.at("Josh", "Anointments")).isTrue();
        assertThat(vm.refusalText(refused)).startsWith("Josh's Anointments: \u201c5\u201d was not kept. ")
                .endsWith("Josh's Anointments would be 5.");
        vm.refresh();
        assertThat(vm.cellRefusalProperty().get()).isEqualTo(refused);
        vm.editStarted();
        assertThat(vm.cellRefusalProperty().get()).isNull();
    }

    @Test
    void anActionIsPreviewedTakenAndUndone() {
        vm.takerProperty().set("Kevan");
        vm.selectedActionProperty().set(vm.actions().stream().filter(a -> a.name().equals("Gain 5 People"))
                .findFirst().orElseThrow());
        assertThat(vm.cadenceStateProperty().get()).isEqualTo("may be taken now");
        assertThat(vm.preview()).containsExactly("Kevan's People: 50 \u2192 55");
        vm.takeAction();
        assertThat(vm.rows().get(1).cell("People")).isEqualTo("55");
        editUndo(); // the toolbar's Undo: the tab follows it
        assertThat(vm.rows().get(1).cell("People")).isEqualTo("50");
    }

    @Test
    void wikiTablesAreCopiedForThePlayersAndImportedAfterTheirPreview() {
        vm.editGlobal("Faction Cultures", "The Lanterns (Loyal)");
        vm.copyWiki(false);
        assertThat(dialogs.clipboard).contains("! District !! People").doesNotContain("Lanterns");
        String edited = vm.wikiText(true).replace("| Josh || 50 || 5", "| Josh || 45 || 5")
                .replace("| Kevan || 50 || 5", "| Kevan || 40 || 2").replace("| Clucky || 50 || 5", "| Clucky || 50 || 9");
        dialogs.pastes.add(edited);
        dialogs.confirms.add(true);
        vm.importWiki();
        // every change is listed whole for the emperor to agree to, none cut to "…"
        assertThat(dialogs.listsShown).singleElement().satisfies(lines -> assertThat(lines).containsExactly(
                "Josh's People: 50 \u2192 45", "Kevan's People: 50 \u2192 40", "Kevan's Food: 5 \u2192 2",
                "Clucky's Food: 5 \u2192 9"));
        assertThat(dialogs.questions).singleElement().asString().startsWith("Importing changes 4 values:");
        assertThat(vm.rows().get(0).cell("People")).isEqualTo("45");
        assertThat(vm.messageProperty().get()).isEqualTo("Imported the wiki tables (4 changes).");
    }

    @Test
    void editColumnsKeepsANewColumnFromTheForm() {
        ColumnsEditor editor = vm.columnsEditor();
        ColumnsEditor.Draft d = editor.addColumn();
        d.name.set("Score");
        d.formula.set("People + * Food");
        editor.check();
        assertThat(editor.problemsProperty().get()).startsWith("columns[15].formula: \u201cPeople + * Food\u201d at "
                + "character");
        d.formula.set("People + Food");
        d.type.set(ColumnType.INTEGER);
        editor.check();
        assertThat(editor.problemsProperty().get()).isEmpty();
        vm.define(editor.build());
        assertThat(vm.rows().get(0).cell("Score")).isEqualTo("55");
        // a name the formula does not know is shown at its column, where and why
        ColumnsEditor again = vm.columnsEditor();
        again.columns().get(15).formula.set("People + Fod");
        vm.define(again.build());
        assertThat(vm.columnsProperty().get().get(15).problem()).contains("there is no column or value named Fod");
        assertThat(vm.rows().get(0).cell("Score")).isEqualTo("\u26a0");
        editor.useTemplate(Templates.BLANK);
        assertThat(editor.columns()).extracting(c -> c.name.get()).containsExactly("Score");
    }
}
