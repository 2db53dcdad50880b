package ringside.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A recorded quick run with results of every kind (loom and kotlin on CPU 0: ring, pingpong, footprint, latency,
 * remote request-reply and one-way; kotlin's remote an expected not-run), each result's messagesPerOp as the
 * benchmarks now record it. allkinds/expected holds what the report wrote from this folder before it was organised
 * by result kind: the report must still write the same, byte for byte.
 */
class EveryKindReportTest {

    private static Path recorded() throws URISyntaxException {
        return Path.of(EveryKindReportTest.class.getResource("/allkinds").toURI());
    }

    /** The run's inputs (jmh/, env.json, status.tsv) copied to dir, without the expected outputs. */
    private static Path copyOfRun(Path dir) throws IOException, URISyntaxException {
        Path run = recorded();
        try (Stream<Path> files = Files.walk(run)) {
            for (Path f : files.filter(f -> !f.startsWith(run.resolve("expected"))).toList()) {
                Path target = dir.resolve(run.relativize(f).toString());
                if (Files.isDirectory(f)) {
                    Files.createDirectories(target);
                } else {
                    Files.copy(f, target);
                }
            }
        }
        return dir;
    }

    @Test
    void summaryResultsAndChartsAreTheSameAsBefore(@TempDir Path dir) throws Exception {
        Path run = copyOfRun(dir);
        new Report(run).write();
        Path expected = recorded().resolve("expected");
        for (String file : List.of("summary.txt", "results.csv")) {
            assertEquals(Files.readString(expected.resolve(file)), Files.readString(run.resolve(file)), file);
        }
        try (Stream<Path> charts = Files.list(expected.resolve("charts"))) {
            for (Path chart : charts.toList()) {
                assertEquals(Files.readString(chart), Files.readString(run.resolve("charts")
                        .resolve(chart.getFileName().toString())), chart.getFileName().toString());
            }
        }
        try (Stream<Path> charts = Files.list(run.resolve("charts"))) {
            assertEquals(5, charts.count(), "ring, pingpong, footprint, latency and remote: no chart more");
        }
    }

    /**
     * Every section of the report as it was, word for word, in the same order; "Not finished" aside, whose not-run
     * notes are grouped elsewhere now, and sections added since (such as an overview) are not compared.
     */
    @Test
    void everySectionOfTheReportIsTheSameAsBefore(@TempDir Path dir) throws Exception {
        Path run = copyOfRun(dir);
        new Report(run).write();
        Map<String, String> before = sections(Files.readString(recorded().resolve("expected/report.md")));
        Map<String, String> now = sections(Files.readString(run.resolve("report.md")));
        before.remove("## Not finished");
        assertTrue(before.size() >= 9, before.keySet().toString());
        List<String> order = new ArrayList<>(now.keySet());
        order.retainAll(before.keySet());
        assertEquals(List.copyOf(before.keySet()), order, "the same sections in the same order");
        before.forEach((heading, text) -> assertEquals(text, now.get(heading), heading));
    }

    /** The report's "## " sections by heading, each with its text up to the next one. */
    private static Map<String, String> sections(String markdown) {
        Map<String, String> out = new LinkedHashMap<>();
        String heading = "";
        StringBuilder text = new StringBuilder();
        for (String line : markdown.split("\n", -1)) {
            if (line.startsWith("## ")) {
                out.put(heading, text.toString());
                heading = line;
                text.setLength(0);
            } else {
                text.append(line).append('\n');
            }
        }
        out.put(heading, text.toString());
        out.remove("");
        return out;
    }
}
