package ringside.suite;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.OptionalDouble;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import ringside.launcher.BenchmarkCost;
import ringside.launcher.BenchmarkSizes;
import ringside.launcher.FrameworkDescription;
import ringside.launcher.Progress;
import ringside.output.OutputLayout;
import ringside.parameters.CpuSet;
import ringside.parameters.Parameter;
import ringside.parameters.Parameters;
import ringside.workload.Workload;

/** The plan lists the run's benchmarks in run order, each with its estimate, and says where the estimates come from. */
class RunPlanTest {
    /** Forks and iterations as the recorded cost had them, whatever the defaults. */
    private static final Parameters P = Parameters.resolve(Map.of("benchmarks", "ring,pingpong", "precision", "5",
            "timeBudget", "20m", "forks", "2", "warmupIterations", "10", "iterations", "10")::get);
    private static final CpuSet CPU0 = CpuSet.parse("0", CpuSet.available("0-1"));

    private static RunPlan plan() {
        Parameters pinned = P.with(Parameter.parallelism, "1");
        CostEstimates costs = new CostEstimates(List.of(new BenchmarkCost("0", "loom", "threads", "ring",
                BenchmarkSizes.of(Workload.RING, pinned), 1, 2, BenchmarkCost.iterationSeconds(Workload.RING, pinned),
                70)));
        return RunPlan.of(List.of(CPU0), List.of("loom", "pekko"), Map.of("loom", List.of("threads", "vthreads"),
                "pekko", List.of("typed")), P, costs, Refusals.NONE);
    }

    @Test
    void benchmarksInRunOrderWithTheirEstimates() {
        RunPlan plan = plan();
        assertEquals(List.of("loom/threads ring on CPUs 0", "loom/threads pingpong on CPUs 0",
                "loom/vthreads ring on CPUs 0", "loom/vthreads pingpong on CPUs 0", "pekko/typed ring on CPUs 0",
                "pekko/typed pingpong on CPUs 0"), plan.benchmarks().stream().map(RunPlan.Planned::name).toList());
        assertEquals(70, plan.benchmarks().get(0).estimate().seconds(), 1e-9, "as recorded");
        double fromSizes = SizeEstimate.ofWorkload(Workload.PINGPONG, P.with(Parameter.parallelism, "1"));
        assertEquals(fromSizes, plan.benchmarks().get(1).estimate().seconds(), 1e-9);
    }

    @Test
    void itsTextSaysWhatRunsHowLongAndFromWhat() {
        Duration stop = Duration.ofSeconds(30);
        String text = plan().text(new TimeBudget(P, stop, () -> 0L), OptionalDouble.of(0.05));
        assertTrue(text.startsWith("benchmark.sh: the plan: 6 benchmarks, estimated "), text);
        assertTrue(text.contains("  CPUs 0, loom: threads,vthreads x ring,pingpong ("), text);
        assertTrue(text.contains("  CPUs 0, pekko: typed x ring,pingpong ("), text);
        assertTrue(text.contains("each: 2 fork(s) of 10 warm-up and 10 measured iterations of 1000 ms"), text);
        assertTrue(text.contains("estimates: 1 from earlier runs on this machine, 5 from the sizes: loom/threads"
                + " pingpong on CPUs 0, loom/vthreads ring on CPUs 0,"), text);
        String forBenchmarks = Progress.format(Duration.ofMinutes(20).minus(TimeBudget.REPORT_ALLOWANCE).minus(stop));
        assertTrue(text.contains("timeBudget=20m (" + forBenchmarks + " of it for benchmarks, the rest for a module's"
                + " stop and the report): a benchmark that would not end in time is not run"), text);
        assertFalse(text.contains("the last benchmarks will not run"), "the estimate fits: " + text);
        String tight = plan().text(new TimeBudget(P.with(Parameter.timeBudget, "1m"), stop, () -> 0L),
                OptionalDouble.empty());
        assertTrue(tight.contains("; the estimate is longer: the last benchmarks will not run"), tight);
        assertFalse(tight.contains("precision"), "no precision asked for: " + tight);
        assertTrue(text.contains("precision=5: then one fork at a time is added to the timed rows whose error is"
                + " above 5%, at most " + PrecisionRound.MAX_FORKS_PER_ROW + " forks a row, precisionBudget=16m on each CPU set,"
                + " while the time budget lasts"),
                text);
        String unbounded = plan().text(new TimeBudget(P.with(Parameter.timeBudget, ""), stop, () -> 0L),
                OptionalDouble.of(0.05));
        assertTrue(unbounded.contains(" on each CPU set: up to " + RunPlan.duration(plan().precisionRoundSeconds())
                + " more"), unbounded);
    }

    /**
     * Without a budget the round is bounded by its cap: each timed benchmark's forks up to it, each at its estimate;
     * footprint gets no forks.
     */
    @Test
    void thePrecisionRoundsBoundIsItsCapTimesTheTimedBenchmarksForks() {
        Parameters p = P.with(Parameter.benchmarks, "ring,footprint").with(Parameter.forks, "2")
                .with(Parameter.precisionBudget, "none");
        RunPlan plan = RunPlan.of(List.of(CPU0), List.of("loom"), Map.of("loom", List.of("threads")), p,
                new CostEstimates(List.of()), Refusals.NONE);
        double ring = plan.benchmarks().get(0).estimate().seconds(); // two forks
        assertEquals(Workload.FOOTPRINT, plan.benchmarks().get(1).workload());
        assertEquals(ring / 2 * (PrecisionRound.MAX_FORKS_PER_ROW - 2), plan.precisionRoundSeconds(), 1e-6);
        RunPlan shared = RunPlan.of(List.of(CPU0, CpuSet.parse("0-1", CpuSet.available("0-1"))), List.of("loom"),
                Map.of("loom", List.of("threads")), p.with(Parameter.precisionBudget, "1s"),
                new CostEstimates(List.of()), Refusals.NONE);
        assertEquals(2, shared.precisionRoundSeconds(), 1e-6, "each CPU set's round at most its share");
        RunPlan capped = RunPlan.of(List.of(CPU0), List.of("loom"), Map.of("loom", List.of("threads")),
                p.with(Parameter.forks, Integer.toString(PrecisionRound.MAX_FORKS_PER_ROW)), new CostEstimates(List.of()),
                Refusals.NONE);
        assertEquals(0, capped.precisionRoundSeconds(), 0, "planned forks at the cap: no round");
    }

    /**
     * A benchmark its variant refuses (here an http workload without an HTTP stack) is left out of the plan and its
     * estimate, and counted in its first line; the descriptions in the run's folder say which.
     */
    @Test
    void leavesOutWhatTheVariantsRefuse(@TempDir Path outDir) throws Exception {
        OutputLayout layout = new OutputLayout(outDir);
        Files.createDirectories(layout.frameworks());
        Files.writeString(layout.framework("quasar"), "{\"framework\": \"quasar\", \"" + FrameworkDescription.REFUSES
                + "\": {\"actor\": {\"httpPingPong\": \"no HTTP stack\"}}}");
        Files.writeString(layout.framework("loom"), "{\"framework\": \"loom\"}"); // refuses none
        Parameters http = Parameters.resolve(Map.of("benchmarks", "ring,httpPingPong")::get);
        RunPlan plan = RunPlan.of(List.of(CPU0), List.of("loom", "quasar"), Map.of("loom", List.of("threads"),
                "quasar", List.of("actor")), http, new CostEstimates(List.of()),
                Refusals.described(layout, List.of("loom", "quasar")));
        assertEquals(List.of("loom/threads ring on CPUs 0", "loom/threads httpPingPong on CPUs 0",
                "quasar/actor ring on CPUs 0"), plan.benchmarks().stream().map(RunPlan.Planned::name).toList());
        String text = plan.text(new TimeBudget(http, Duration.ofSeconds(30), () -> 0L), OptionalDouble.empty());
        assertTrue(text.startsWith("benchmark.sh: the plan: 3 benchmarks, estimated "), text);
        RunPlan none = RunPlan.of(List.of(CPU0), List.of("quasar"), Map.of("quasar", List.of("actor")),
                http.with(Parameter.benchmarks, "httpPingPong"), new CostEstimates(List.of()),
                Refusals.described(layout, List.of("quasar")));
        assertEquals(List.of(), none.benchmarks());
        assertTrue(text.contains("; 1 more that their variants refuse (by design or at these sizes) are not run, and"
                + " the run says why"), text);
    }
}
