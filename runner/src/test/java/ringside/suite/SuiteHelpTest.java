package ringside.suite;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import ringside.parameters.Parameter;
import ringside.workload.Workload;

/** benchmark.sh --help is rendered from the registry: every parameter with its default, and every quick value. */
class SuiteHelpTest {

    @Test
    void listsEveryParameterWithItsDefaultUnderItsScope() {
        String help = SuiteHelp.text();
        for (Parameter parameter : Parameter.values()) {
            String expected = "  " + parameter.name() + " (default " + parameter.shownDefault() + ")";
            assertTrue(help.contains(expected + " ") || help.contains(expected + "\n"),
                    "benchmark.sh --help should list: " + expected);
            String section = help.substring(help.indexOf(capitalized(parameter.scope().publicName()) + " parameters"));
            assertTrue(section.contains(expected), parameter + " should be listed under its scope");
        }
        assertEquals(Parameter.values().length, help.lines().filter(l -> l.matches("  [a-zA-Z]+ \\(default .*"))
                .count(), "one entry per parameter:\n" + help);
    }

    /** Every workload is named, in benchmarks' entry, and so are the new ones' example runs. */
    @Test
    void namesEveryWorkload() {
        String help = SuiteHelp.text().replaceAll("\\s+", " ");
        assertTrue(help.contains("comma-separated: " + Workload.names()), "every workload, sieve, select and big"
                + " among them:\n" + help);
        assertTrue(help.contains("benchmarks=sieve,select,big"), help);
        assertTrue(help.contains("stackDepth=0,16,64,256"), help);
    }

    /** The quick=1 sentence names every value quick mode changes, with that value, and no other. */
    @Test
    void listsEveryQuickValue() {
        String quick = SuiteHelp.quickLine();
        for (Parameter parameter : Parameter.values()) {
            String expected = " " + parameter.name() + " " + parameter.defaultValue(true);
            boolean changes = !parameter.defaultValue(true).equals(parameter.defaultValue(false));
            assertEquals(changes && parameter != Parameter.quick, quick.contains(expected + ",")
                    || quick.contains(expected + " "), "quick=1's line and " + parameter + ": " + quick);
        }
    }

    @Test
    void keepsItsUsageLinesAndLinesWithinWidth() {
        String help = SuiteHelp.text();
        for (String usage : List.of("Usage: [name=value ...] ./benchmark.sh ", "./benchmark.sh report <outDir>",
                "./benchmark.sh remote-server", "./benchmark.sh --help")) {
            assertTrue(help.contains(usage), usage);
        }
        help.lines().forEach(l -> assertTrue(l.length() <= 120, "too long: " + l));
    }

    private static String capitalized(String s) {
        return Character.toUpperCase(s.charAt(0)) + s.substring(1);
    }
}
