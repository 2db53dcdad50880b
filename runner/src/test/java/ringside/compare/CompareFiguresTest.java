package ringside.compare;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDateTime;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import ringside.bench.FootprintBenchmark;
import ringside.bench.LatencyBenchmark;
import ringside.output.OutputLayout;
import ringside.remote.RemoteBenchmark;

/**
 * Footprint, latency and remote results compared on tiny synthetic runs: matched as the timed rows are, each figure
 * read by the intervals' rule in its own direction, figures without an interval read neither way.
 */
class CompareFiguresTest {
    private static final String FOOTPRINT = FootprintBenchmark.class.getName() + ".footprint";
    private static final String LATENCY = LatencyBenchmark.class.getName() + ".latency";
    private static final String ONE_WAY = RemoteBenchmark.class.getName() + ".oneWay";
    private static final String REQUEST_REPLY = RemoteBenchmark.class.getName() + ".requestReply";

    /** Two forks of ten ops around {@code mean}, spread 2%. */
    private static TinyRun.Figure two(String unit, double mean) {
        return new TinyRun.Figure(unit, TinyRun.around(mean, 0.02), TinyRun.around(mean * 1.02, 0.02));
    }

    private static TinyRun footprint(TinyRun run, String variant, String actors, double heap, double offHeap) {
        Map<String, TinyRun.Figure> figures = new LinkedHashMap<>();
        figures.put(FootprintBenchmark.HEAP, two(FootprintBenchmark.UNIT, heap));
        figures.put(FootprintBenchmark.OFF_HEAP, two(FootprintBenchmark.UNIT, offHeap));
        figures.put(FootprintBenchmark.KEPT, two(FootprintBenchmark.UNIT, 10));
        return run.figures("loom", variant, FOOTPRINT, "0", Map.of("footprintActors", actors), figures);
    }

    private static TinyRun latency(TinyRun run, String variant, String benchmark, Map<String, String> sizes,
            String prefix, double p99, double achieved) {
        Map<String, TinyRun.Figure> figures = new LinkedHashMap<>();
        for (String p : List.of("p50", "p90", "p99", "p99.9", "max")) {
            figures.put(prefix + p, two(LatencyBenchmark.MICROS, p.equals("p99") ? p99 : 40));
        }
        figures.put(prefix + LatencyBenchmark.ACHIEVED, two(LatencyBenchmark.PER_SECOND, achieved));
        figures.put(prefix + LatencyBenchmark.LATENESS_P50, two(LatencyBenchmark.MICROS, 5));
        figures.put(prefix + LatencyBenchmark.LATENESS_P99, two(LatencyBenchmark.MICROS, 9));
        return run.figures("loom", variant, benchmark, "0", sizes, figures);
    }

    private static Map<String, String> latencySizes(String rate) {
        return Map.of("latencyRate", rate, "latencyDuration", "1", "pacer", "parking");
    }

    private static TinyRun oneWay(TinyRun run, String variant, String payload, double messages) {
        Map<String, TinyRun.Figure> figures = new LinkedHashMap<>();
        figures.put(RemoteBenchmark.MESSAGES_PER_SECOND, two("msg/s", messages));
        figures.put(RemoteBenchmark.MEGABYTES_PER_SECOND, two("MB/s", messages * Integer.parseInt(payload) / 1e6));
        return run.figures("loom", variant, ONE_WAY, "0", Map.of("remoteCpuList", "1", "remoteMessages", "50000",
                "remotePayload", payload), figures);
    }

    /** A's figure of a row, compared, by the row's label, benchmark and figure name. */
    private static FigureRow.Compared figure(Comparison c, String label, String benchmark, String name) {
        return c.figureGroups().values().stream().flatMap(List::stream)
                .filter(r -> r.a().key().label().equals(label) && r.a().key().benchmark().equals(benchmark))
                .flatMap(r -> r.figures().stream()).filter(f -> f.a().name().equals(name)).findFirst().orElseThrow();
    }

    @Test
    void bytesPerActorReadSmallerOrLargerAndOnlyBeyondBothIntervals(@TempDir Path dir) throws Exception {
        Path a = footprint(new TinyRun(), "threads", "1000", 500, 20_000).write(dir.resolve("a"));
        Path b = footprint(new TinyRun(), "threads", "1000", 800, 20_100).write(dir.resolve("b"));
        Comparison c = Comparison.of(a, b);
        assertEquals(Reading.LARGER, figure(c, "loom/threads", "footprint", "heap").reading());
        assertEquals(Reading.NO_DIFFERENCE, figure(c, "loom/threads", "footprint", "off-heap").reading(),
                "0.5% apart, inside 2% spreads");
        assertEquals(Reading.NO_DIFFERENCE, figure(c, "loom/threads", "footprint", "kept").reading());
        assertEquals(1.6, figure(c, "loom/threads", "footprint", "heap").ratio().value(), 0.01);
        Comparison back = Comparison.of(b, a);
        assertEquals(Reading.SMALLER, figure(back, "loom/threads", "footprint", "heap").reading());
        String md = Compare.markdown(a, b, 2);
        assertTrue(md.contains("### footprint on CPUs 0 (footprintActors=1000)"), md);
        assertTrue(md.lines().anyMatch(l -> l.startsWith("| loom/threads | heap (bytes/actor) |")
                && l.endsWith("| larger |")), md);
        assertTrue(md.contains("3 figures of footprint, latency and remote compared (1 row): 0 faster in B, 0 slower"
                + " in B, 0 smaller in B, 1 larger in B, 2 no measured difference"), md);
    }

    @Test
    void aLatencyReadsFasterWhenLowerAndARateWhenHigher(@TempDir Path dir) throws Exception {
        String prefix = LatencyBenchmark.PREFIX;
        Path a = latency(new TinyRun(), "vthreads", LATENCY, latencySizes("1000"), prefix, 100, 1000)
                .write(dir.resolve("a"));
        Path b = latency(new TinyRun(), "vthreads", LATENCY, latencySizes("1000"), prefix, 50, 900)
                .write(dir.resolve("b"));
        Comparison c = Comparison.of(a, b);
        String at = "latency at 1,000/s";
        assertEquals(Reading.FASTER, figure(c, "loom/vthreads", at, "p99").reading(), "half the p99");
        assertEquals(Reading.SLOWER, figure(c, "loom/vthreads", at, "achieved").reading(), "fewer replies a second");
        assertEquals(Reading.NO_DIFFERENCE, figure(c, "loom/vthreads", at, "late p99").reading());
        assertEquals(8, c.comparedFigures().size(), "five percentiles, the achieved rate, two latenesses");
    }

    @Test
    void remoteRowsAreComparedAndRowsWhoseSizesDifferAreRefusedNamingThem(@TempDir Path dir) throws Exception {
        Map<String, String> rr = Map.of("remoteRate", "1000", "remoteDuration", "1", "remotePayload", "100",
                "remoteCpuList", "1", "pacer", "parking");
        Path a = oneWay(latency(new TinyRun(), "threads", REQUEST_REPLY, rr, RemoteBenchmark.PREFIX, 300, 1000),
                "threads", "100", 100_000).write(dir.resolve("a"));
        Path b = oneWay(latency(new TinyRun(), "threads", REQUEST_REPLY, rr, RemoteBenchmark.PREFIX, 300, 1000),
                "threads", "100", 200_000).write(dir.resolve("b"));
        Comparison c = Comparison.of(a, b);
        assertEquals(Reading.FASTER, figure(c, "loom/threads", "remote one-way", "messages").reading());
        assertEquals(Reading.FASTER, figure(c, "loom/threads", "remote one-way", "megabytes").reading());
        assertEquals(Reading.NO_DIFFERENCE, figure(c, "loom/threads", "remote request-reply at 1,000/s", "p99")
                .reading());
        Path other = oneWay(new TinyRun(), "threads", "1000", 100_000).write(dir.resolve("other"));
        Comparison refused = Comparison.of(a, other);
        assertEquals(List.of("remotePayload 100 in A, 1000 in B"), refused.figures().refused().stream()
                .map(Refusal::reason).toList());
        assertEquals(1, refused.figures().onlyInA().size(), "request-reply: in A only");
        String md = Compare.markdown(a, other, 2);
        assertTrue(md.contains("loom/threads remote one-way on CPUs 0: remotePayload 100 in A, 1000 in B"), md);
        assertTrue(md.contains("in A only: loom/threads remote request-reply at 1,000/s on CPUs 0"), md);
    }

    /** Each offered rate is a row of its own: a rate one run lacks is in one run only, not a row whose sizes differ. */
    @Test
    void eachRateIsItsOwnRow(@TempDir Path dir) throws Exception {
        String prefix = LatencyBenchmark.PREFIX;
        Path a = latency(new TinyRun(), "threads", LATENCY, latencySizes("1000"), prefix, 100, 1000)
                .write(dir.resolve("a"));
        Path b = latency(new TinyRun(), "threads", LATENCY, latencySizes("2000"), prefix, 100, 2000)
                .write(dir.resolve("b"));
        Comparison c = Comparison.of(a, b);
        assertEquals(List.of(), c.figures().pairs());
        assertEquals(List.of(), c.figures().refused());
        assertEquals(1, c.figures().onlyInA().size());
        assertEquals(1, c.figures().onlyInB().size());
    }

    /** One measured op: the stored figure has no interval, and the page says so instead of reading it either way. */
    @Test
    void aFigureWithoutAnIntervalIsSaidSoAndReadNeitherWay(@TempDir Path dir) throws Exception {
        Map<String, TinyRun.Figure> one = Map.of(FootprintBenchmark.HEAP,
                new TinyRun.Figure(FootprintBenchmark.UNIT, new double[] {500}));
        Map<String, TinyRun.Figure> other = Map.of(FootprintBenchmark.HEAP,
                new TinyRun.Figure(FootprintBenchmark.UNIT, new double[] {5000}));
        Path a = new TinyRun().figures("loom", "threads", FOOTPRINT, "0", Map.of("footprintActors", "1000"), one)
                .write(dir.resolve("a"));
        Path b = new TinyRun().figures("loom", "threads", FOOTPRINT, "0", Map.of("footprintActors", "1000"), other)
                .write(dir.resolve("b"));
        Comparison c = Comparison.of(a, b);
        FigureRow.Compared heap = figure(c, "loom/threads", "footprint", "heap");
        assertEquals(Reading.NO_ESTIMATE, heap.reading(), "ten times the bytes, but no interval to say it");
        assertEquals(10, heap.ratio().value(), 1e-9);
        String md = Compare.markdown(a, b, 2);
        assertTrue(md.contains("1 figure carries no interval in the stored results"), md);
        assertTrue(md.contains("| 500 ± n/a | 5,000 ± n/a | 10.00x | n/a | no interval across JVMs, nothing established |"),
                md);
    }

    @Test
    void aRunOfEveryKindComparedWithItselfReadsNoMeasuredDifferenceEverywhere(@TempDir Path dir) throws Exception {
        TinyRun run = new TinyRun().pingpong("typed", "2000", TinyRun.around(5, 0.02), TinyRun.around(5.1, 0.02));
        footprint(run, "vthreads", "1000", 900, 300);
        latency(run, "vthreads", LATENCY, latencySizes("1000"), LatencyBenchmark.PREFIX, 100, 1000);
        oneWay(run, "vthreads", "100", 100_000);
        Path a = run.write(dir.resolve("a"));
        Comparison c = Comparison.of(a, a);
        assertEquals(3, c.figures().pairs().size());
        assertEquals(3 + 8 + 2, c.comparedFigures().size());
        assertTrue(c.comparedFigures().stream().allMatch(f -> f.reading() == Reading.NO_DIFFERENCE));
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        int status = Compare.start(List.of(a.toString(), a.toString()), Map.of("outDir", dir.resolve("out")
                .toString()), LocalDateTime.of(2026, 12, 2, 3, 0), new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8));
        assertEquals(0, status);
        String text = out.toString(StandardCharsets.UTF_8);
        assertEquals(1 + 13, text.lines().filter(l -> l.endsWith("no measured difference")).count(), text);
        String html = Files.readString(dir.resolve("out").resolve(OutputLayout.COMPARE_HTML));
        assertTrue(html.contains("Footprint, latency and remote"), html);
    }

    /** A run of footprint only is compared; a run with no result at all is still refused. */
    @Test
    void aRunWithoutTimedResultsIsComparedOnItsOtherFigures(@TempDir Path dir) throws Exception {
        Path a = footprint(new TinyRun(), "threads", "1000", 500, 20_000).write(dir.resolve("a"));
        Comparison c = Comparison.of(a, a);
        assertEquals(List.of(), c.matching().rows());
        assertEquals(1, c.figures().pairs().size());
        Files.createDirectories(dir.resolve("empty").resolve(OutputLayout.JMH));
        IllegalArgumentException e = org.junit.jupiter.api.Assertions.assertThrows(IllegalArgumentException.class,
                () -> Comparison.of(dir.resolve("empty"), a));
        assertTrue(e.getMessage().contains("holds no result to compare"), e.getMessage());
    }
}
