package ringside.suite;

import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;
import ringside.parameters.Parameter;

/** benchmark.sh --help prints help.txt, plain text; this keeps its names and defaults those of {@link Parameter}. */
class HelpTextTest {

    private static String help() throws IOException {
        try (InputStream in = HelpTextTest.class.getResourceAsStream("help.txt")) {
            assertNotNull(in, "ringside/suite/help.txt is missing");
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }

    @Test
    void listsEveryParameterWithItsDefault() throws IOException {
        String help = help();
        for (Parameter parameter : Parameter.values()) {
            if (parameter == Parameter.resultFile) {
                continue; // the suite chooses the result files itself (outDir)
            }
            String expected = parameter.defaultValue(false).isEmpty() ? parameter.name()
                    : parameter.name() + " (default " + parameter.defaultValue(false) + ")";
            assertTrue(help.contains(expected), "benchmark.sh --help should list: " + expected);
        }
        assertTrue(help.contains("moduleTimeout (default " + Parameter.moduleTimeout.defaultValue(false) + ")"), help);
    }

    /** Its quick=1 sentence names every value quick mode changes, with that value. */
    @Test
    void listsEveryQuickValue() throws IOException {
        String help = help();
        String quick = help.substring(help.indexOf("quick=1 changes the defaults to"));
        quick = quick.substring(0, quick.indexOf("still wins.")).replaceAll("\\s+", " ");
        for (Parameter parameter : Parameter.values()) {
            if (parameter != Parameter.quick && !parameter.defaultValue(true).equals(parameter.defaultValue(false))) {
                String expected = parameter.name() + " " + parameter.defaultValue(true);
                assertTrue(quick.contains(expected), "benchmark.sh --help's quick=1 line should list: " + expected);
            }
        }
        assertTrue(quick.contains("moduleTimeout " + Parameter.moduleTimeout.defaultValue(true)), quick);
    }
}
