package ringside.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.URISyntaxException;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import ringside.workload.Workload;

/** Reads a JMH JSON file recorded from a real quick run of loom-impl (pingpong, 2 CPUs). */
class ComparisonTableTest {
    /** gc.alloc.rate.norm of the vthreads result in loom-pingpong-gc.json. */
    private static final double VTHREADS_BYTES_PER_OP = 319984.21696701914;

    private static List<Measurement> recorded() throws URISyntaxException {
        return JmhResults.read(Path.of(ComparisonTableTest.class.getResource("/loom-pingpong-quick.json").toURI()));
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
        assertEquals(137.10522069677154, threads.error(), 1e-12);
        assertEquals("ms/op", threads.unit());
        assertTrue(threads.jvmArgs().contains("-Djdk.virtualThreadScheduler.parallelism=2"), threads.jvmArgs());
    }

    @Test
    void nanosecondsPerMessageAndRatioToThreads() throws Exception {
        List<Measurement> all = recorded();
        ComparisonTable table = new ComparisonTable(all);
        Measurement vthreads = find(all, "vthreads");
        assertEquals(5.204099381427305e6 / 4000, vthreads.nsPerMessage(), 1e-6); // 2000 round trips = 4000 messages
        assertEquals(5.204099381427305 / 44.878555488888885, table.ratioToBaseline(vthreads).orElseThrow(), 1e-12);
        assertEquals(1.0, table.ratioToBaseline(find(all, "threads")).orElseThrow(), 1e-12);
        assertEquals("vthreads", table.rows().get(0).variant(), "fastest first within a workload");
    }

    @Test
    void noBaselineWithOtherSizesOrCpus() throws Exception {
        Measurement vthreads = find(recorded(), "vthreads");
        Measurement otherCpus = new Measurement("loom", "threads", Workload.PINGPONG, 1, "unknown", vthreads.sizes(), 40, 1,
                "ms/op", List.of(40.0), 5, "", "25", Double.NaN);
        Measurement otherSize = new Measurement("loom", "threads", Workload.PINGPONG, 2, "unknown", Map.of("pingPongCount", "7"),
                40, 1, "ms/op", List.of(40.0), 5, "", "25", Double.NaN);
        ComparisonTable table = new ComparisonTable(List.of(vthreads, otherCpus, otherSize));
        assertTrue(table.ratioToBaseline(vthreads).isEmpty());
        assertTrue(table.toText().contains("n/a"));
        String csv = table.toCsv(List.of(), List.of(), new RemoteTable(List.of(), List.of()), List.of());
        assertTrue(csv.startsWith("cpu_set,parallelism,framework,variant,workload,metric,status,score,error,unit,"
                + "error_pct,forks,iterations_per_fork,fork_scores,ns_per_message,bytes_per_message,ratio_to_threads,"
                + "achieved_rate,achieved_rate_error,p50_us,p50_us_error,p90_us,p90_us_error,p99_us,p99_us_error,"
                + "p99_9_us,p99_9_us_error,max_us,max_us_error,lateness_p50_us,lateness_p50_us_error,lateness_p99_us,"
                + "lateness_p99_us_error,pacer,"
                + "workerCount,ringSize,pingPongCount,fanOutWorkers,fanOutMessages,contentionSenders,"
                + "contentionMessages,spawnBranching,spawnLeaves,footprintActors,latencyDuration,latencyRate,"
                + "remoteDuration,remoteMessages,remotePayload,server_cpu_set,jdk\n"),
                csv);
        assertEquals(4, csv.lines().count());
    }

    @Test
    void everyResultSaysHowManyForksAndIterationsAndEachForksMean() throws Exception {
        Measurement vthreads = find(recorded(), "vthreads");
        assertEquals(1, vthreads.forkScores().size());
        assertEquals(3, vthreads.iterationsPerFork());
        assertEquals(vthreads.score(), vthreads.forkScores().get(0), 1e-9, "one fork: its mean is the score");
        String csv = new ComparisonTable(List.of(vthreads)).toCsv(List.of(), List.of(), new RemoteTable(List.of(), List.of()), List.of());
        assertTrue(csv.contains(",1,3," + Format.forkScores(vthreads, ";") + ","), csv);
        assertTrue(new ComparisonTable(List.of(vthreads)).toText().contains(" 1x3 "));
    }

    /** A recorded quick loom run (cpuList=0) with JMH's GC profiler, as every run now has: gc.alloc.rate.norm. */
    @Test
    void allocationPerMessageFromJmhsGcProfiler() throws Exception {
        List<Measurement> all = JmhResults.read(Path.of(ComparisonTableTest.class.getResource("/loom-pingpong-gc.json")
                .toURI()));
        Measurement vthreads = find(all, "vthreads");
        assertEquals(VTHREADS_BYTES_PER_OP, vthreads.allocatedBytesPerOp(), 1e-6);
        assertEquals(VTHREADS_BYTES_PER_OP / 4000, vthreads.bytesPerMessage(), 1e-9); // 2000 round trips
        ComparisonTable table = new ComparisonTable(all);
        String text = table.toText();
        assertTrue(text.contains(" B/msg "), text);
        assertTrue(text.contains(String.format(java.util.Locale.ROOT, " %.1f ", VTHREADS_BYTES_PER_OP / 4000)), text);
        String csv = table.toCsv(List.of(), List.of(), new RemoteTable(List.of(), List.of()), List.of());
        assertTrue(csv.contains("," + Format.csvNumber(vthreads.nsPerMessage()) + ","
                + Format.csvNumber(VTHREADS_BYTES_PER_OP / 4000) + ","), csv);
    }

    /** A file from before the GC profiler ran in every run: its results say n/a, and results.csv leaves it empty. */
    @Test
    void noAllocationFigureIsNotApplicable() throws Exception {
        Measurement vthreads = find(recorded(), "vthreads");
        assertTrue(Double.isNaN(vthreads.bytesPerMessage()));
        assertEquals("n/a", Format.bytesPerMessage(vthreads));
        assertTrue(new ComparisonTable(List.of(vthreads)).toCsv(List.of(), List.of(), new RemoteTable(List.of(), List.of()), List.of())
                .contains("," + Format.csvNumber(vthreads.nsPerMessage()) + ",,"));
    }

    @Test
    void unknownUnitsAreRefused() {
        assertThrows(IllegalArgumentException.class, () -> Measurement.nanosPerUnit("ops/s"));
    }
}
