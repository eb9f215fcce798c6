package org.dynast.model.dynasty;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.io.StringWriter;
import java.util.List;
import org.dynast.model.Refusal;
import org.dynast.model.TestStores;
import org.dynast.model.store.DemoDynasty;
import org.dynast.model.store.GameStore;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/** Delete Dynasty (issue 33: a broken import could be neither undone nor deleted): undoable, reading nothing of it. */
class DeleteDynastyTest {

    private final GameStore store = TestStores.store(TestStores.clock());
    private final Dynasty first = DemoDynasty.seedIfEmpty(store, TestStores.ADMIN);

    @AfterEach
    void close() {
        store.close();
    }

    private static String withoutHistory(String file) throws IOException {
        var tree = (ObjectNode) new ObjectMapper()
                .readTree(file);
        tree.remove(List.of("history", "exportedAt"));
        return tree.toString();
    }

    @Test
    void aDeletedDynastyLeavesTheListsAndComesBackAsItWas() throws Exception {
        int count = store.dynasties().all().size();
        StringWriter before = new StringWriter();
        store.exchange().export(first.id(), before);
        store.dynasties().delete(first.id(), TestStores.ADMIN);
        assertThat(store.dynasties().all()).hasSize(count - 1).noneMatch(d -> d.id() == first.id());
        assertThat(store.dynasties().deleted()).extracting(Dynasty::id).containsExactly(first.id());
        assertThat(store.dynasties().isDeleted(first.id())).isTrue();
        assertThatThrownBy(() -> store.dynasties().delete(first.id(), TestStores.ADMIN)).isInstanceOf(Refusal.class)
                .hasMessageContaining("deleted already");
        // a file whose dynasties are all deleted is no new file: no demo is seeded into it again
        for (Dynasty d : store.dynasties().all()) {
            store.dynasties().delete(d.id(), TestStores.ADMIN);
        }
        assertThat(DemoDynasty.seedIfEmpty(store, TestStores.ADMIN)).isNull();
        assertThat(store.dynasties().deleted()).hasSize(count);

        store.dynasties().restore(first.id(), TestStores.ADMIN);
        assertThat(store.dynasties().all()).extracting(Dynasty::id).containsExactly(first.id());
        StringWriter after = new StringWriter();
        store.exchange().export(first.id(), after);
        // everything as it was; the log's history has the deletion and its undoing besides
        assertThat(withoutHistory(after.toString())).isEqualTo(withoutHistory(before.toString()));
        assertThatThrownBy(() -> store.dynasties().restore(first.id(), TestStores.ADMIN))
                .hasMessageContaining("is not deleted");
    }
}
