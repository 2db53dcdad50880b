package ringside.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
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
 * by result kind: summary.txt, results.csv and the charts must stay the same byte for byte, and each kind's section
 * of report.md word for word.
 */
class EveryKindReportTest {

    private static Path recorded() throws URISyntaxException {
        return Path.of(EveryKindReportTest.class.getResource("/allkinds").toURI());
    }

    /** The run's inputs (jmh/, env.json, status.tsv) copied to dir, without the expected outputs. */
    static Path copyOfRun(Path dir) throws IOException, URISyntaxException {
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

    /** Every kind but httpThroughput's, which came after the run was recorded (HttpReportTest has its own run). */
    @Test
    void theRunHasResultsOfEveryKind() throws Exception {
        List<ResultKind> kinds = new Report(recorded()).kinds().all();
        assertEquals(List.of("timed", "footprint", "latency", "remote request-reply", "remote one-way",
                "httpThroughput"), kinds.stream().map(ResultKind::name).toList());
        kinds.stream().filter(k -> !k.name().equals("httpThroughput"))
                .forEach(k -> assertFalse(k.isEmpty(), k.name()));
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
     * Every kind's own section of the report ("## Workload ..."), word for word and in the same order as before. The
     * sections around them (overview, choosing, run facts) are other parts' to change, and are not compared here.
     */
    @Test
    void everyKindsSectionOfTheReportIsTheSameAsBefore(@TempDir Path dir) throws Exception {
        Path run = copyOfRun(dir);
        new Report(run).write();
        Map<String, String> before = kindSections(Files.readString(recorded().resolve("expected/report.md")));
        Map<String, String> now = kindSections(Files.readString(run.resolve("report.md")));
        assertEquals(List.of("## Workload ring", "## Workload pingpong", "## Workload footprint: memory per idle actor",
                "## Workload latency: request-reply at fixed offered rates",
                "## Workload remote: two JVMs over the frameworks' own remoting"), List.copyOf(before.keySet()));
        assertEquals(List.copyOf(before.keySet()), List.copyOf(now.keySet()), "the same sections in the same order");
        before.forEach((heading, text) -> assertEquals(text, now.get(heading), heading));
    }

    /** The report's "## Workload" sections by heading, each with its text up to the next "## " heading. */
    private static Map<String, String> kindSections(String markdown) {
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
        out.keySet().removeIf(h -> !h.startsWith("## Workload "));
        return out;
    }
}
