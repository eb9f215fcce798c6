package org.dynast.app.roster;

import javafx.collections.ListChangeListener;
import javafx.scene.control.Button;
import javafx.scene.control.CheckBox;
import javafx.scene.control.Label;
import javafx.scene.control.ListView;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.VBox;
import org.dynast.app.common.Cells;
import org.dynast.app.common.Feedback;
import org.dynast.app.common.Messages;

/**
 * The mentor's view of the selected Mentorship, under the Roster's list of Mentorships: its age against the rule's
 * four weeks / next Ascension Address, the nudge warning, the "must do" checklist (each box a tick, with the day and
 * the dynasty's sentence as its tooltip) and the mentee's walkthroughs done.
 */
final class MentorshipView {

    private final MentorshipViewModel vm;
    private final Messages messages;
    private final VBox checklist = new VBox(3);
    private boolean filling;

    MentorshipView(MentorshipViewModel vm, Messages messages, VBox into) {
        this.vm = vm;
        this.messages = messages;
        Label none = new Label(messages.get("mentor.none"));
        none.setWrapText(true);
        none.getStyleClass().add("placeholder-text");
        none.visibleProperty().bind(vm.shownProperty().not());
        none.managedProperty().bind(none.visibleProperty());
        Label title = new Label();
        title.setId("mentorTitle");
        title.getStyleClass().add("section-title");
        title.textProperty().bind(vm.titleProperty());
        Label age = new Label();
        age.setId("mentorAge");
        age.setWrapText(true);
        age.textProperty().bind(vm.ageProperty());
        Label nudge = new Label();
        nudge.setId("mentorNudge");
        nudge.setWrapText(true);
        nudge.getStyleClass().addAll("message", "error");
        nudge.textProperty().bind(vm.nudgeProperty());
        nudge.visibleProperty().bind(vm.nudgeProperty().isNotEmpty());
        nudge.managedProperty().bind(nudge.visibleProperty());
        checklist.setId("mentorChecklist");
        Label checklistTitle = new Label(messages.get("mentor.checklist"));
        checklistTitle.getStyleClass().add("section-title");
        Label walkthroughsTitle = new Label(messages.get("mentor.walkthroughs"));
        walkthroughsTitle.getStyleClass().add("section-title");
        ListView<String> walkthroughs = new ListView<>(vm.walkthroughs());
        walkthroughs.setId("mentorWalkthroughs");
        walkthroughs.setPrefHeight(80);
        walkthroughs.setPlaceholder(Cells.placeholder(messages.get("mentor.walkthroughs.none")));
        Button start = new Button();
        start.setMnemonicParsing(false); // a player's name, shown as it is
        start.textProperty().bind(vm.startTextProperty());
        start.setId("mentorStartWalkthrough");
        start.setOnAction(e -> vm.startWalkthroughForMentee());
        Label message = new Label();
        message.setWrapText(true);
        message.getStyleClass().add("message");
        Feedback.show(message, vm.messageProperty(), vm.messageIsErrorProperty());
        VBox shown = new VBox(6, title, age, nudge, checklistTitle, checklist, walkthroughsTitle, walkthroughs, start,
                message);
        shown.setId("mentorView");
        shown.visibleProperty().bind(vm.shownProperty());
        shown.managedProperty().bind(shown.visibleProperty());
        into.getChildren().setAll(none, shown);
        vm.checklist().addListener((ListChangeListener<MentorshipViewModel.DutyRow>) c -> fill());
        fill();
    }

    private String text(MentorshipViewModel.DutyRow row) {
        return row.label() + (row.ticked() ? " \u2014 " + messages.get("mentor.done", row.doneOn()) : "");
    }

    private void fill() {
        filling = true;
        try {
            if (checklist.getChildren().size() == vm.checklist().size()) {
                // the same duties: update the boxes in place, so the focus and the scrolling stay where they are
                for (int i = 0; i < vm.checklist().size(); i++) {
                    MentorshipViewModel.DutyRow row = vm.checklist().get(i);
                    CheckBox box = (CheckBox) checklist.getChildren().get(i);
                    box.setText(text(row));
                    box.setSelected(row.ticked());
                }
                return;
            }
            checklist.getChildren().clear();
            for (MentorshipViewModel.DutyRow row : vm.checklist()) {
                CheckBox box = new CheckBox(text(row));
                box.setId("duty-" + row.duty().name());
                box.setSelected(row.ticked());
                box.setWrapText(true);
                if (!row.sentence().isBlank()) {
                    box.setTooltip(new Tooltip(row.rule() + ": \u201c" + row.sentence() + "\u201d"));
                }
                MentorshipViewModel.DutyRow first = row;
                box.selectedProperty().addListener((obs, was, now) -> {
                    if (!filling) {
                        vm.setTicked(first.duty(), now);
                    }
                });
                checklist.getChildren().add(box);
            }
        } finally {
            filling = false;
        }
    }
}
