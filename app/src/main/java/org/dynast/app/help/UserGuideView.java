package org.dynast.app.help;

import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.TreeSet;
import javafx.fxml.FXML;
import javafx.scene.control.Label;
import javafx.scene.control.ListView;
import javafx.scene.control.TextField;
import javafx.scene.layout.BorderPane;
import org.dynast.app.common.Cells;
import org.dynast.app.common.FxmlView;
import org.dynast.app.common.Messages;
import org.fxmisc.richtext.StyleClassedTextArea;
import org.fxmisc.richtext.model.StyleSpans;
import org.fxmisc.richtext.model.StyleSpansBuilder;
import org.fxmisc.richtext.model.TwoDimensional;

/**
 * Help › User Guide: the guide's contents on the left, its text on the right (styled from the Markdown), and a find
 * box above that highlights every hit and brings the one shown into view (Enter: the next).
 */
public final class UserGuideView {

    private final UserGuideViewModel vm;
    private final BorderPane root;

    @FXML private TextField guideSearchField;
    @FXML private Label guideSearchStatus;
    @FXML private ListView<String> guideContents;
    @FXML private StyleClassedTextArea guideText;

    public UserGuideView(UserGuideViewModel vm, Messages messages) {
        this.vm = vm;
        this.root = FxmlView.load(this, messages);
    }

    @FXML
    private void initialize() {
        guideText.replaceText(vm.guide().text());
        guideContents.getItems().setAll(vm.guide().headings());
        // long headings wrap instead of running under a sideways scroll bar
        guideContents.setCellFactory(list -> new Cells.WrappingListCell<>(list));
        guideContents.getSelectionModel().selectedItemProperty().addListener((o, a, heading) -> {
            if (heading != null) {
                showAt(vm.offsetOf(heading));
            }
        });
        guideSearchField.textProperty().bindBidirectional(vm.queryProperty());
        guideSearchField.setOnAction(e -> vm.next());
        guideSearchStatus.textProperty().bind(vm.statusProperty());
        vm.hitsProperty().addListener((o, a, b) -> restyle());
        vm.currentProperty().addListener((o, a, b) -> {
            restyle();
            int i = b.intValue();
            if (i >= 0) {
                showAt(vm.hitsProperty().get().get(i).start());
            }
        });
        restyle();
        guideText.moveTo(0);
        guideText.requestFollowCaret();
    }

    private void showAt(int offset) {
        guideText.moveTo(offset);
        guideText.requestFollowCaret();
        int paragraph = guideText.offsetToPosition(offset, TwoDimensional.Bias.Forward)
                .getMajor();
        guideText.showParagraphAtTop(paragraph);
    }

    /** The guide's own styles, with the hits (and the hit shown) on top. */
    private void restyle() {
        List<UserGuide.Span> all = new ArrayList<>(vm.guide().spans());
        List<UserGuideViewModel.Hit> hits = vm.hitsProperty().get();
        for (int i = 0; i < hits.size(); i++) {
            all.add(new UserGuide.Span(hits.get(i).start(), hits.get(i).end(),
                    i == vm.currentProperty().get() ? "guide-hit-current" : "guide-hit"));
        }
        guideText.setStyleSpans(0, spans(vm.guide().text().length(), all));
    }

    /** Cuts the text at every span's ends; each piece gets the classes of the spans over it. */
    static StyleSpans<Collection<String>> spans(int length, List<UserGuide.Span> spans) {
        TreeSet<Integer> cuts = new TreeSet<>(List.of(0, length));
        for (UserGuide.Span s : spans) {
            cuts.add(s.start());
            cuts.add(s.end());
        }
        StyleSpansBuilder<Collection<String>> builder = new StyleSpansBuilder<>();
        Integer from = null;
        for (int cut : cuts) {
            if (from != null && cut > from) {
                List<String> classes = new ArrayList<>();
                for (UserGuide.Span s : spans) {
                    if (s.start() <= from && s.end() >= cut) {
                        classes.add(s.styleClass());
                    }
                }
                builder.add(classes, cut - from);
            }
            from = cut;
        }
        return builder.create();
    }

    @FXML
    private void next() {
        vm.next();
    }

    @FXML
    private void previous() {
        vm.previous();
    }

    public BorderPane root() {
        return root;
    }

    public void focusSearch() {
        guideSearchField.requestFocus();
    }
}
