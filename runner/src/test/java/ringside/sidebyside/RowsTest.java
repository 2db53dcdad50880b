package ringside.sidebyside;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import ringside.workload.HttpPlaintext;

/**
 * Every row's program is a source file of its module, in its plain package, that prints the figure line in the
 * row's unit (a server row's: its listening line, and it types the plaintext body) and uses no Ringside code
 * (nothing of the ringside packages but its own plain package).
 */
class RowsTest {
    private static final Path CHECKOUT = Path.of("..");
    private static final Pattern RINGSIDE_IMPORT = Pattern.compile("^import (ringside\\.[a-z.]+)\\.[A-Za-z]+;?$",
            Pattern.MULTILINE);
    /** In a Clojure program, any namespace of Ringside's it names, its own included (group 1: its package). */
    private static final Pattern RINGSIDE_NAMESPACE = Pattern.compile("(ringside\\.[a-z.]+)\\.[a-z-]+");

    @Test
    void eachRowsProgramIsPlainAndPrintsItsFigure() throws IOException {
        for (Row row : Rows.ALL) {
            Path source = source(row);
            String text = Files.readString(source);
            String main = programName(row);
            String pkg = main.substring(0, main.lastIndexOf('.'));
            assertEquals("ringside." + row.framework() + ".plain", pkg, row.name());
            assertTrue(text.startsWith(clojure(row) ? "(ns " + main : "package " + pkg), source.toString());
            if (row.server()) { // measured from outside: it says where it listens, and serves the exact body
                assertTrue(text.contains("\"listening on "), source + ": no listening line"); // its tests read it
                assertTrue(text.contains("\"" + HttpPlaintext.BODY + "\""), source + ": no plaintext body");
            } else {
                assertTrue(text.contains("side-by-side figure %.6g " + row.unit()), source + ": no figure line in "
                        + row.unit());
            }
            Matcher imports = (clojure(row) ? RINGSIDE_NAMESPACE : RINGSIDE_IMPORT).matcher(text);
            while (imports.find()) {
                assertEquals(pkg, imports.group(1), source + " uses Ringside code");
            }
        }
    }

    @Test
    void rowNamesAreUnique() {
        assertEquals(Rows.ALL.size(), Rows.ALL.stream().map(Row::name).distinct().count());
    }

    /** A Clojure program runs from source by clojure.main, its namespace after {@code -m}. */
    private static boolean clojure(Row row) {
        return row.programMain().equals("clojure.main");
    }

    /** The program's main class, or a Clojure program's namespace. */
    private static String programName(Row row) {
        return clojure(row) ? row.programOptions().get(row.programOptions().indexOf("-m") + 1) : row.programMain();
    }

    /**
     * The program's source: Java under src/test or src/main, Kotlin (main class {@code <File>Kt}), or a Clojure
     * namespace (a file named as Clojure names it: dashes become underscores).
     */
    private static Path source(Row row) {
        String path = programName(row).replace('.', '/');
        Path module = CHECKOUT.resolve(row.framework() + "-impl").resolve("src");
        List<Path> candidates = Stream.of("test", "main").flatMap(set -> Stream.of(
                module.resolve(set + "/java/" + path + ".java"),
                module.resolve(set + "/kotlin/" + path.replaceFirst("Kt$", "") + ".kt"),
                module.resolve(set + "/clojure/" + path.replace('-', '_') + ".clj"))).toList();
        return candidates.stream().filter(Files::isRegularFile).findFirst()
                .orElseThrow(() -> new AssertionError(row.name() + ": no source of " + programName(row) + " among "
                        + candidates));
    }
}
