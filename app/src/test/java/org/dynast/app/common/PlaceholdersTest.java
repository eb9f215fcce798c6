package org.dynast.app.common;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import javax.xml.parsers.DocumentBuilderFactory;
import org.junit.jupiter.api.Test;
import org.w3c.dom.Element;
import org.w3c.dom.Node;
import org.w3c.dom.NodeList;

/**
 * Every table and list of every FXML view says what its emptiness means in the console's own placeholder style, so
 * none shows JavaFX's default "No content in table" beside the console's own empty states.
 */
class PlaceholdersTest {

    @Test
    void everyTableAndListHasAStyledPlaceholder() throws Exception {
        Path views = Path.of(PlaceholdersTest.class.getResource("/org/dynast/app/messages.properties").toURI())
                .getParent();
        List<String> missing = new ArrayList<>();
        int checked = 0;
        try (Stream<Path> files = Files.walk(views)) {
            for (Path fxml : files.filter(f -> f.toString().endsWith(".fxml")).sorted().toList()) {
                var document = DocumentBuilderFactory.newInstance().newDocumentBuilder().parse(fxml.toFile());
                for (String tag : List.of("TableView", "ListView", "TreeTableView")) {
                    NodeList found = document.getElementsByTagName(tag);
                    for (int i = 0; i < found.getLength(); i++) {
                        Element view = (Element) found.item(i);
                        if (view.hasAttribute("fx:constant")) {
                            continue; // a resize policy's constant, not a view
                        }
                        checked++;
                        if (!styledPlaceholder(view)) {
                            missing.add(views.relativize(fxml) + " " + tag + " " + view.getAttribute("fx:id"));
                        }
                    }
                }
            }
        }
        assertThat(checked).isGreaterThan(50);
        assertThat(missing).as("tables and lists without a placeholder-text placeholder").isEmpty();
    }

    private static boolean styledPlaceholder(Element view) {
        int placeholders = 0;
        boolean styled = false;
        for (Node child = view.getFirstChild(); child != null; child = child.getNextSibling()) {
            if (child instanceof Element e && e.getTagName().equals("placeholder")) {
                placeholders++;
                NodeList labels = e.getElementsByTagName("Label");
                styled = labels.getLength() == 1
                        && ((Element) labels.item(0)).getAttribute("styleClass").contains("placeholder-text");
            }
        }
        return placeholders == 1 && styled;
    }
}
