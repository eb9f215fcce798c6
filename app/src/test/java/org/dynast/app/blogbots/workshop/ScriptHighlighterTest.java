package org.dynast.app.blogbots.workshop;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** BotScript highlighting: every character is covered once, and each kind of word gets its class. */
class ScriptHighlighterTest {

    @Test
    void triggersReactionsNumbersSystemsAndErrorLinesAreMarked() {
        String script = "If the Actor has Flipped, turn to face the other way\nIf an Opponent is 2 spaces in front, use Axe\nblock";
        List<ScriptHighlighter.Span> spans = ScriptHighlighter.spans(script, Set.of("Axe"), Set.of(3));
        assertThat(spans.stream().mapToInt(ScriptHighlighter.Span::length).sum()).isEqualTo(script.length());
        assertThat(styled(script, spans, "bs-trigger")).contains("If", "the Actor", "Opponent", "spaces", "in front");
        assertThat(styled(script, spans, "bs-reaction")).contains("turn", "face", "use", "block");
        assertThat(styled(script, spans, "bs-number")).contains("2");
        assertThat(styled(script, spans, "bs-system")).containsExactly("Axe");
        assertThat(styled(script, spans, "bs-error")).containsExactly("block");
    }

    @Test
    void anEmptyScriptHasNoSpans() {
        assertThat(ScriptHighlighter.spans("", Set.of(), Set.of())).isEmpty();
    }

    private static List<String> styled(String text, List<ScriptHighlighter.Span> spans, String cls) {
        List<String> out = new ArrayList<>();
        int at = 0;
        for (ScriptHighlighter.Span s : spans) {
            if (s.classes().contains(cls)) {
                out.add(text.substring(at, at + s.length()));
            }
            at += s.length();
        }
        return out;
    }
}
