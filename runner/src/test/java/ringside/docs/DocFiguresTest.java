package ringside.docs;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * No measured figure is typed by hand into README.md, docs/*.md or a module's README: a number with a unit of time,
 * size, share or rate, a decimal, or a table cell of bare numbers, appears only inside a generated block (made from
 * a stored run), code blocks and tables included. Inline code is what a reader types (`-Xmx2g`, `quick=1`), not a measurement, and is not
 * read; nor are versions (Akka 2.6.21, Scala 2.13).
 */
class DocFiguresTest {
    /** A number, then a unit of time, size, share or rate; or a decimal that is not part of a version or a licence. */
    private static final Pattern FIGURE = Pattern.compile("(?<![\\w.,])\\d[\\d,]*(?:\\.\\d+)?(?:[ \\u00a0]?(?:ns|us|µs"
            + "|ms|s|sec|min|minutes?|seconds?|hours?|B|bytes|KB|MB|GB|KiB|MiB|GiB|%|msg/s|MB/s|requests/s|ops/s)|x)(?![\\w/])"
            + "|(?<![\\w.,-])\\d+\\.\\d+(?![\\d.])");
    /** A version: a name, then numbers with dots (Scala 2.13, Akka 2.6.x, Pekko 1.2+). */
    private static final Pattern VERSION = Pattern.compile("\\b[A-Z][\\w.]* v?\\d+(?:\\.\\d+)+(?:\\.x|\\+)?");
    /** A table cell that is only numbers (a figure whose unit is in the column's header): 240-280, 1.2 ± 0.1. */
    private static final Pattern NUMBER_CELL = Pattern.compile("\\|\\s*(\\d[\\d,.]*(?:\\s*(?:-|±|->|to)\\s*\\d[\\d,.]*)*)\\s*(?=\\|)");
    /** Not measurements, as short as it can be: the confidence level of every interval. */
    private static final List<String> ALLOWED = List.of("99.9%", "95%");

    @Test
    void noFigureOutsideAGeneratedBlock() throws IOException {
        Path checkout = Path.of("..");
        List<String> found = new ArrayList<>();
        for (Path page : Pages.of(checkout)) {
            String text = GeneratedBlock.handWritten(Files.readString(checkout.resolve(page)), page.toString());
            figures(text).forEach(f -> found.add(page + ": " + f));
        }
        assertEquals(List.of(), found, "figures typed by hand; put them in a stored run (docs/results) and a"
                + " generated block, or say what was seen without the number");
    }

    @Test
    void findsFiguresOfEveryKindAndPassesWhatIsNoFigure() {
        assertEquals(List.of("14 us", "6x", "2.5", "20%", "1,390 B", "39 min", "0.25x", "1.5 s", "3 ms", "240-280",
                "377 ± 0"),
                figuresOnly("costs about 14 us per page, 3-6x apart, 2.5 times, 20% of it, about 1,390 B, took 39"
                        + " min, 0.25x is faster\n\n    a code block: 1.5 s\n\n```\n3 ms\n```\n"
                        + "| ring, ns per hop | 240-280 | 377 ± 0 | `503` | 2x10 |\n"));
        assertEquals(List.of(), figures("1,000,000 leaves, JDK 25, Pekko 1.7.0, Akka 2.6.21, CPUs 0-1, `-Xmx2g`,"
                + " `quick=1`, the 99.9% interval, `0.25x`, 2x10 samples, 503 workers, Akka 2.6 and Akka 2.6.x, GPL-2.0, Scala 2.13\n\n"
                + "    taskset -c 0 java -Xms1g -cp x Main 100000\n"));
    }

    private static List<String> figuresOnly(String text) {
        return figures(text).stream().map(f -> f.substring(f.indexOf('"') + 1, f.indexOf('"', f.indexOf('"') + 1)))
                .toList();
    }

    /** Each figure in the text's prose (code left out), with its line number and the line's start. */
    static List<String> figures(String markdown) {
        List<String> found = new ArrayList<>();
        String[] lines = markdown.split("\n", -1);
        for (int i = 0; i < lines.length; i++) {
            String line = lines[i];
            String prose = VERSION.matcher(line.replaceAll("`[^`]*`", "``")).replaceAll("");
            for (String allowed : ALLOWED) {
                prose = prose.replace(allowed, "");
            }
            Matcher m = FIGURE.matcher(prose);
            while (m.find()) {
                found.add("line " + (i + 1) + ": \"" + m.group() + "\" in: " + abbreviate(line));
            }
            Matcher cell = NUMBER_CELL.matcher(prose.startsWith("|") ? prose : "");
            while (cell.find()) {
                found.add("line " + (i + 1) + ": \"" + cell.group(1) + "\" in: " + abbreviate(line));
            }
        }
        return found;
    }

    private static String abbreviate(String line) {
        return line.length() > 100 ? line.substring(0, 100) + "..." : line;
    }
}
