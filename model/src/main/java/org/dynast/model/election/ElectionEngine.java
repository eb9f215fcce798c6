package org.dynast.model.election;

import java.util.Optional;
import java.util.Set;
import org.dynast.model.election.debate.Debates;
import org.dynast.model.log.Changes;
import org.dynast.model.log.JsonDocuments;
import org.dynast.model.matters.MatterResolved;
import org.dynast.model.module.DynastyModule;
import org.dynast.model.module.ModuleContext;
import org.dynast.model.module.ModuleEngine;
import org.dynast.model.module.ModuleExchange;
import org.dynast.model.store.GameStore;
import org.dynast.model.tracker.TrackerModule;

/**
 * The Election module on one open dynasty file: its document table, its books over the tracker's Candidates' table,
 * and its services. The Debates ({@link #debates()}) are opened by {@code org.dynast.model.election.debate.Debates}.
 */
public final class ElectionEngine implements ModuleEngine {

    private final DynastyModule module;
    private final ModuleContext context;
    private final JsonDocuments<ElectionState> states;
    private final ElectionBooks books;
    private final DebatesPart debates;
    private final CampaignService campaigns;
    private final PublicImage image;
    private final MediaService media;
    private final VictoryService victory;

    ElectionEngine(DynastyModule module, ModuleContext c) {
        this.module = module;
        this.context = c;
        this.states = c.documents("election", "election_state", "dynasty_id", ElectionState.class,
                s -> s.dynastyId, null);
        c.register(states);
        c.registerActions("election.");
        this.books = new ElectionBooks(c, states);
        this.debates = Debates.open(c, books);
        this.campaigns = new CampaignService(books);
        this.image = new PublicImage(books);
        this.media = new MediaService(books);
        this.victory = new VictoryService(books, debates);
        // rule "Candidates": a new Candidate's Supporters, and Endorses of a Candidate no longer active, are kept
        // with the roster's own action (one log entry, undone with it)
        c.log().addFollowUp((dynastyId, kind, entities, changes) -> {
            if (FOLLOWED.contains(kind) && runsHere(dynastyId)) {
                books.follow(dynastyId, changes, w -> {
                });
            }
            // rule "Landslide Victory": only Darknight may make a DoV while it is in force (ruling R57-16)
            if ("matter.post".equals(kind) && runsHere(dynastyId)) {
                victory.checkDeclaration(dynastyId);
            }
            // rule "Public Image": a Proposal re-opened has not passed or failed (ruling R57-21)
            if (entities.contains("matter") && runsHere(dynastyId)) {
                image.afterMatterChange(dynastyId, changes);
            }
        });
    }

    private static final Set<String> FOLLOWED = Set.of("roster.add", "roster.idle",
            "roster.unidle", "roster.rename");

    private boolean runsHere(long dynastyId) {
        return context.transactor().inTransaction(() -> context.dynasties().find(dynastyId)
                .map(d -> d.runs(ElectionModule.ID) && d.runs(TrackerModule.ID))
                .orElse(false));
    }

    /** The Campaign Actions, Free T-Shirts claims, Endorses and donations. */
    public CampaignService campaigns() {
        return campaigns;
    }

    /** Public Image: the authors' Supporters with each resolution, and the voters' one-Supporter claims. */
    public PublicImage publicImage() {
        return image;
    }

    /** The News Post, Blognomic Statements, the President Thog's comments and the Candidate Agendas. */
    public MediaService media() {
        return media;
    }

    /** Who has achieved victory, Landslide Victory and the Dynastic Agenda. */
    public VictoryService victory() {
        return victory;
    }

    /** The players' page in MediaWiki (nothing private). */
    public String wikiPage(long dynastyId) {
        return ElectionPage.of(this, dynastyId) + "\n" + debates.playersPage(dynastyId);
    }

    @Override
    public void matterResolved(MatterResolved event, Changes changes) {
        if (runsHere(event.dynastyId())) {
            image.resolved(event, changes);
        }
    }

    /**
     * The module's effects of the core's own actions (a resolution's Public Image, a new Candidate's Supporters)
     * follow those actions whenever the core allows them: "Rules which trigger upon the Enactment or Failure of a
     * Proposal are the responsibility of the Admin who Enacts or Fails it". Its own actions wait out a Hiatus.
     */
    @Override
    public boolean takenDuringHiatus(String actionKind) {
        return !actionKind.startsWith("election.") || ModuleEngine.super.takenDuringHiatus(actionKind);
    }

    @Override
    public void seedDemo(String actor) {
        debates.seedDemo(ElectionDemo.seed(context, this, actor).id(), actor);
    }

    /** The Election engine of an open dynasty file. */
    public static ElectionEngine in(GameStore store) {
        return store.engine(ElectionEngine.class);
    }

    /** The books: the Candidates' table and the module's document, changed in one logged action. */
    public ElectionBooks books() {
        return books;
    }

    /** The Debates. */
    public DebatesPart debates() {
        return debates;
    }

    @Override
    public DynastyModule module() {
        return module;
    }

    @Override
    public Optional<ModuleExchange> exchange() {
        return Optional.of(new ElectionExchange(states, debates.exchange(), this::readPages));
    }

    /** What the Election tab and the players' page read. */
    private void readPages(long id) {
        books.state(id);
        books.candidates(id);
        media.agendas(id);
        victory.standing(id);
        wikiPage(id);
        debates.readPages(id);
    }
}
