package org.dynast.model.roster;

import static org.assertj.core.api.Assertions.assertThat;

import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The name rule: a name is 4 to 30 characters of Latin letters, digits, underscore, hyphen, full
 * stop and apostrophe; anything else is refused with the rule's words.
 */
class PlayerNameTest {

    @ParameterizedTest(name = "\"{0}\" is legal: {1}")
    @CsvSource(delimiter = '|', quoteCharacter = '"', textBlock = """
            Kevan                           | true
            Dr.Volt                         | true
            O'Malley                        | true
            Rivet-7                         | true
            Brass_Monkey                    | true
            abcd                            | true
            abc                             | false
            a23456789012345678901234567890  | true
            a234567890123456789012345678901 | false
            "Two Words"                     | false
            Zoë_Smith                       | false
            Kevan!                          | false
            Ker@lt                          | false
            """)
    void namesFollowTheRule(String name, boolean legal) {
        assertThat(PlayerName.isValid(name)).isEqualTo(legal);
    }

    @ParameterizedTest(name = "\"{0}\" is refused because {1}")
    @CsvSource(delimiter = '|', quoteCharacter = '"', textBlock = """
            abc        | must be 4 to 30 characters long; "abc" has 3
            "Two Words" | may use only Latin letters, digits, underscores, hyphens, full stops and apostrophes; "Two Words" has a space
            Zoë_Smith  | "Zoë_Smith" has "ë"
            """)
    void refusalsSayWhy(String name, String why) {
        assertThat(PlayerName.problem(name)).get().asString().contains(why);
    }

    @Property
    void everyNameOfAllowedCharactersAndLengthIsLegal(@ForAll("legalNames") String name) {
        assertThat(PlayerName.problem(name)).isEmpty();
    }

    @Property
    void anyOtherCharacterMakesANameIllegal(@ForAll("legalNames") String name,
                                             @ForAll("foreignCharacters") char foreign) {
        String spoiled = name.substring(0, name.length() - 1) + foreign;
        assertThat(PlayerName.problem(spoiled)).isPresent();
    }

    @Property
    void tooShortOrTooLongIsIllegal(@ForAll("badLengths") String name) {
        assertThat(PlayerName.problem(name)).get().asString().contains("4 to 30 characters");
    }

    @Provide
    Arbitrary<String> legalNames() {
        return Arbitraries.strings().withCharRange('a', 'z').withCharRange('A', 'Z').withCharRange('0', '9')
                .withChars("_-.'").ofMinLength(4).ofMaxLength(30);
    }

    @Provide
    Arbitrary<Character> foreignCharacters() {
        return Arbitraries.chars().all().filter(c -> !Character.isSurrogate(c)
                && !((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || "_-.'".indexOf(c) >= 0));
    }

    @Provide
    Arbitrary<String> badLengths() {
        Arbitrary<String> shortOnes = Arbitraries.strings().alpha().ofMinLength(1).ofMaxLength(3);
        Arbitrary<String> longOnes = Arbitraries.strings().alpha().ofMinLength(31).ofMaxLength(80);
        return Arbitraries.oneOf(shortOnes, longOnes);
    }
}
