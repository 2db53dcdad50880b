package ringside.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.URISyntaxException;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;
import ringside.workload.Workload;
import ringside.statistics.ForkSamples;

/**
 * Reads a JMH JSON file recorded from a real quick run of loom-impl (pingpong, 2 CPUs), stored before the benchmarks
 * recorded their messages per op, and one recorded with the GC profiler, its messagesPerOp added since.
 */
class ComparisonTableTest {
    /** gc.alloc.rate.norm of the vthreads result in loom-pingpong-gc.json. */
    private static final double VTHREADS_BYTES_PER_OP = 319984.21696701914;

    private static List<Measurement> recorded() throws URISyntaxException {
        return ComparisonTable.read(JmhResults.runs(Path.of(ComparisonTableTest.class
                .getResource("/loom-pingpong-quick.json").toURI()))).rows();
    }

    private static Measurement find(List<Measurement> all, String variant) {
        return all.stream().filter(m -> m.variant().equals(variant)).findFirst().orElseThrow();
    }

    @Test
    void readsWhatJmhRecorded() throws Exception {
        List<Measurement> all = recorded();
        assertEquals(2, all.size());
        Measurement threads = find(all, "threads");
        assertEquals("loom", threads.framework());
        assertEquals(Workload.PINGPONG, threads.workload());
        assertEquals(2, threads.parallelism());
        assertEquals(Map.of("pingPongCount", "2000"), threads.sizes());
        assertEquals(44.878555488888885, threads.score(), 1e-12);
        // the interval over its fork means, not the one JMH wrote over every iteration
        assertEquals(threads.samples().halfWidth(), threads.error(), 1e-12);

        assertEquals("ms/op", threads.unit());
        assertTrue(threads.jvmArgs().contains("-Djdk.virtualThreadScheduler.parallelism=2"), threads.jvmArgs());
    }

    /** loom-pingpong-gc.json records its messages per op, as every benchmark now does: 2000 round trips. */
    private static List<Measurement> withMessages() throws URISyntaxException {
        return ComparisonTable.read(JmhResults.runs(Path.of(ComparisonTableTest.class
                .getResource("/loom-pingpong-gc.json").toURI()))).rows();
    }

    @Test
    void nanosecondsPerMessageAndRatioToThreads() throws Exception {
        List<Measurement> all = withMessages();
        ComparisonTable table = new ComparisonTable(all);
        Measurement vthreads = find(all, "vthreads");
        assertEquals(4000, vthreads.messagesPerOp(), "read from the file: the benchmark's own count");
        assertEquals(vthreads.scoreNanos() / 4000, vthreads.nsPerMessage(), 1e-9);
        assertEquals(vthreads.score() / find(all, "threads").score(), table.ratioToBaseline(vthreads).orElseThrow(),
                1e-12);
        assertEquals(1.0, table.ratioToBaseline(find(all, "threads")).orElseThrow(), 1e-12);
        assertEquals("vthreads", table.rows().get(0).variant(), "fastest first within a workload");
    }

    @Test
    void noBaselineWithOtherSizesOrCpus() throws Exception {
        Measurement vthreads = find(recorded(), "vthreads");
        Measurement otherCpus = new Measurement("loom", "threads", Workload.PINGPONG, 1, "unknown", vthreads.sizes(), 40, 1,
                "ms/op", List.of(40.0), 5, "", "25", 4000, Double.NaN,
                new ForkSamples(List.of(List.of(40.0))));
        Measurement otherSize = new Measurement("loom", "threads", Workload.PINGPONG, 2, "unknown", Map.of("pingPongCount", "7"),
                40, 1, "ms/op", List.of(40.0), 5, "", "25", 14, Double.NaN,
                new ForkSamples(List.of(List.of(40.0))));
        ComparisonTable table = new ComparisonTable(List.of(vthreads, otherCpus, otherSize));
        assertTrue(table.ratioToBaseline(vthreads).isEmpty());
        assertTrue(table.toText().contains("n/a"));
        String csv = ResultsCsv.of(List.of(table), List.of(), new Marks(Set.of()));
        assertTrue(csv.startsWith("cpu_set,parallelism,framework,variant,workload,metric,status,score,error,unit,"
                + "error_pct,forks,iterations_per_fork,fork_scores,ns_per_message,bytes_per_message,ratio_to_threads,"
                + "wide_because,workerCount,ringSize,pingPongCount,fanOutWorkers,fanOutMessages,contentionSenders,"
                + "contentionMessages,spawnBranching,spawnLeaves,footprintActors,latencyDuration,jdk\n"),
                csv);
        assertEquals(4, csv.lines().count());
    }

    @Test
    void everyResultSaysHowManyForksAndIterationsAndEachForksMean() throws Exception {
        Measurement vthreads = find(recorded(), "vthreads");
        assertEquals(1, vthreads.forkScores().size());
        assertEquals(3, vthreads.iterationsPerFork());
        assertEquals(vthreads.score(), vthreads.forkScores().get(0), 1e-9, "one fork: its mean is the score");
        String csv = ResultsCsv.of(List.of(new ComparisonTable(List.of(vthreads))), List.of(), new Marks(Set.of()));
        assertTrue(csv.contains(",1,3," + Format.forkScores(vthreads, ";") + ","), csv);
        assertTrue(new ComparisonTable(List.of(vthreads)).toText().contains(" 1x3 "));
    }

    /** A recorded quick loom run (cpuList=0) with JMH's GC profiler, as every run now has: gc.alloc.rate.norm. */
    @Test
    void allocationPerMessageFromJmhsGcProfiler() throws Exception {
        List<Measurement> all = withMessages();
        Measurement vthreads = find(all, "vthreads");
        assertEquals(VTHREADS_BYTES_PER_OP, vthreads.allocatedBytesPerOp(), 1e-6);
        assertEquals(VTHREADS_BYTES_PER_OP / 4000, vthreads.bytesPerMessage(), 1e-9); // 2000 round trips
        ComparisonTable table = new ComparisonTable(all);
        String text = table.toText();
        assertTrue(text.contains(" B/msg "), text);
        assertTrue(text.contains(String.format(java.util.Locale.ROOT, " %.1f ", VTHREADS_BYTES_PER_OP / 4000)), text);
        String csv = ResultsCsv.of(List.of(table), List.of(), new Marks(Set.of()));
        assertTrue(csv.contains("," + Format.csvNumber(vthreads.nsPerMessage()) + ","
                + Format.csvNumber(VTHREADS_BYTES_PER_OP / 4000) + ","), csv);
    }

    /**
     * A file from before the GC profiler ran in every run, and before benchmarks recorded their messages per op: its
     * results say n/a for both, results.csv leaves them empty, and the text table says why; nothing is computed.
     */
    @Test
    void noAllocationFigureNorMessagesIsNotApplicable() throws Exception {
        Measurement vthreads = find(recorded(), "vthreads");
        assertTrue(Double.isNaN(vthreads.messagesPerOp()) && !vthreads.messagesRecorded());
        assertTrue(Double.isNaN(vthreads.nsPerMessage()) && Double.isNaN(vthreads.bytesPerMessage()));
        assertEquals("n/a", Format.nsPerMessage(vthreads));
        assertEquals("n/a", Format.bytesPerMessage(vthreads));
        ComparisonTable table = new ComparisonTable(List.of(vthreads));
        assertTrue(ResultsCsv.of(List.of(table), List.of(), new Marks(Set.of())).contains("," + Format.forkScores(vthreads, ";") + ",,,,"));
        assertTrue(table.toText().contains(ComparisonTable.UNRECORDED), table.toText());
        assertTrue(table.charts(List.of(), new Marks(java.util.Set.of())).isEmpty(),
                "no dot without a figure");
    }

    @Test
    void unknownUnitsAreRefused() {
        assertThrows(IllegalArgumentException.class, () -> Measurement.nanosPerUnit("ops/s"));
    }
}
