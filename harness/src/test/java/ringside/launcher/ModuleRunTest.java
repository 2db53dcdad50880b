package ringside.launcher;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.lang.reflect.Method;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.infra.BenchmarkParams;
import org.openjdk.jmh.infra.IterationParams;
import org.openjdk.jmh.results.AverageTimeResult;
import org.openjdk.jmh.results.BenchmarkResult;
import org.openjdk.jmh.results.IterationResult;
import org.openjdk.jmh.results.IterationResultMetaData;
import org.openjdk.jmh.results.ResultRole;
import org.openjdk.jmh.results.RunResult;
import org.openjdk.jmh.runner.IterationType;
import org.openjdk.jmh.runner.RunnerException;
import org.openjdk.jmh.runner.WorkloadParams;
import org.openjdk.jmh.runner.options.Options;
import org.openjdk.jmh.runner.options.TimeValue;
import org.openjdk.jmh.util.Version;
import ringside.parameters.Parameters;
import ringside.workload.InvalidResultException;
import ringside.workload.Workload;

/**
 * A benchmark left out before any fork starts (a limit its variant states, the time budget) says which and why; one
 * that fails says which and why too, and the module goes on with the next.
 */
class ModuleRunTest {

    @Test
    void aSpawnTheVariantCannotReachIsNotRunAndSaysWhy(@TempDir Path dir) throws Exception {
        Parameters p = Parameters.resolve(Map.of("quick", "1", "benchmarks", "spawn")::get);
        Path result = dir.resolve("loom.json");
        ModuleRun run = new ModuleRun(p, "loom", List.of("threads"), List.of(), JmhArgs.parse(""), result)
                .limits((variant, workload) -> Optional.of("11,111 actors need more threads than the 10 allowed"));
        assertTrue(run.run().isEmpty(), "nothing was measured");
        assertEquals(List.of("loom/threads spawn: 11,111 actors need more threads than the 10 allowed"), run.notRun());
        assertFalse(Files.exists(result), "no JMH file: no fork ran");
    }

    /**
     * A benchmark its variant refuses is said first and left out of the count, as the suite's plan leaves it out: the
     * next benchmark gets the first estimate, and the budget check reads that one.
     */
    @Test
    void aRefusedBenchmarkIsSaidFirstAndLeftOutOfTheCount(@TempDir Path dir) throws Exception {
        Parameters p = Parameters.resolve(Map.of("quick", "1", "benchmarks", "httpPingPong,ring", "timeBudget",
                "1m")::get);
        long now = System.currentTimeMillis();
        ModuleRun run = new ModuleRun(p, "quasar", List.of("actor"), List.of(), JmhArgs.parse(""),
                dir.resolve("quasar.json"))
                .refusals((variant, workload) -> workload.http() ? Optional.of("no HTTP stack") : Optional.empty())
                .progress(new Progress(0, 1, now, 0, 30, List.of(30.0), now - 1));
        assertTrue(run.run().isEmpty(), "nothing was measured");
        assertEquals(List.of("quasar/actor httpPingPong: no HTTP stack",
                "quasar/actor ring: timeBudget=1m: estimated 30s, 0s left"), run.notRun());
    }

    /** A benchmark that would not end before the time budget does is not run, and says its estimate and what is left. */
    @Test
    void aBenchmarkPastTheTimeBudgetIsNotRunAndSaysWhy(@TempDir Path dir) throws Exception {
        Parameters p = Parameters.resolve(Map.of("quick", "1", "benchmarks", "ring", "timeBudget", "1m")::get);
        Path result = dir.resolve("loom.json");
        long now = System.currentTimeMillis();
        ModuleRun run = new ModuleRun(p, "loom", List.of("threads"), List.of(), JmhArgs.parse(""), result)
                .progress(new Progress(0, 1, now, 0, 30, List.of(30.0), now - 1));
        assertTrue(run.run().isEmpty(), "nothing was measured");
        assertEquals(List.of("loom/threads ring: timeBudget=1m: estimated 30s, 0s left"), run.notRun());
        assertFalse(Files.exists(result), "no JMH file: no fork ran");
    }

    /**
     * JMH as the launcher meets it, in place of the forks: a failing run throws what JMH throws (its RunnerException
     * around the fork's exception, a suppressed one), a finished run returns one fork of one iteration. Which runs
     * fail: loom/threads ring with a wrong result, loom/vthreads pingpong with its fork's JVM gone.
     */
    static final class ScriptedJmh implements ModuleRun.Jmh {
        final List<String> ran = new ArrayList<>();

        @Override
        public Collection<RunResult> run(Options options) throws RunnerException {
            String variant = options.getParameter("variant").get().iterator().next();
            Workload workload = Arrays.stream(Workload.values()).filter(w -> options.getIncludes().get(0)
                    .contains(ModuleRun.benchmarkOf(w).getName() + "\\E")).findFirst().orElseThrow();
            ran.add(variant + " " + workload.publicName());
            if (variant.equals("threads") && workload == Workload.RING) {
                throw failedAsJmhSays(new InvalidResultException("loom/threads ring: worker 2 received 7,\n"
                        + " expected 8"));
            }
            if (variant.equals("vthreads") && workload == Workload.PINGPONG) {
                throw failedAsJmhSays(new IllegalStateException("<failure: VM prematurely exited before JMH had"
                        + " finished with it, explicit System.exit was called?>"));
            }
            return List.of(oneFork(ModuleRun.benchmarkOf(workload), variant));
        }

        private static RunnerException failedAsJmhSays(Exception cause) {
            RuntimeException benchmarkError = new RuntimeException("Benchmark error");
            benchmarkError.addSuppressed(cause);
            return new RunnerException("Benchmark caught the exception", benchmarkError);
        }

        static RunResult oneFork(Class<?> benchmark, String variant) {
            String method = Arrays.stream(benchmark.getMethods()).filter(m -> m.isAnnotationPresent(Benchmark.class))
                    .map(Method::getName).findFirst().orElseThrow();
            WorkloadParams params = new WorkloadParams();
            params.put("variant", variant, 0);
            TimeValue time = TimeValue.milliseconds(100);
            IterationParams warmup = new IterationParams(IterationType.WARMUP, 0, time, 1);
            IterationParams measurement = new IterationParams(IterationType.MEASUREMENT, 1, time, 1);
            BenchmarkParams bp = new BenchmarkParams(benchmark.getName() + "." + method, benchmark.getName(), false, 1,
                    new int[] {1}, List.of(), 1, 0, warmup, measurement, Mode.AverageTime, params,
                    TimeUnit.MILLISECONDS, 1, "java", List.of(), "25", "a JVM", "25", Version.getPlainVersion(),
                    TimeValue.NONE);
            IterationResult iteration = new IterationResult(bp, measurement, new IterationResultMetaData(10, 10));
            iteration.addResult(new AverageTimeResult(ResultRole.PRIMARY, method, 10, 20_000_000,
                    TimeUnit.MILLISECONDS));
            return new RunResult(bp, List.of(new BenchmarkResult(bp, List.of(iteration))));
        }
    }

    /**
     * A benchmark that fails (a wrong result, a fork's JVM gone) is named with its reason, keeps no result and no
     * cost, and the module runs the benchmarks after it: their results are kept and written.
     */
    @Test
    void aFailedBenchmarkIsNamedWithItsReasonAndTheNextStillRuns(@TempDir Path dir) throws Exception {
        Parameters p = Parameters.resolve(Map.of("quick", "1", "benchmarks", "ring,pingpong")::get);
        Path result = dir.resolve("loom.json");
        ScriptedJmh jmh = new ScriptedJmh();
        ModuleRun run = new ModuleRun(p, "loom", List.of("threads", "vthreads"), List.of(), JmhArgs.parse(""), result)
                .progress(new Progress(0, 4, System.currentTimeMillis())).jmh(jmh);
        ByteArrayOutputStream printed = new ByteArrayOutputStream();
        PrintStream terminal = System.out;
        List<RunResult> results;
        try {
            System.setOut(new PrintStream(printed, true, StandardCharsets.UTF_8));
            results = run.run();
        } finally {
            System.setOut(terminal);
        }

        assertEquals(List.of("threads ring", "threads pingpong", "vthreads ring", "vthreads pingpong"), jmh.ran,
                "every benchmark ran, those after a failure too");
        assertEquals(List.of(
                new ModuleRun.Failed("loom/threads ring", "InvalidResultException: loom/threads ring: worker 2"
                        + " received 7, expected 8"),
                new ModuleRun.Failed("loom/vthreads pingpong", "IllegalStateException: <failure: VM prematurely"
                        + " exited before JMH had finished with it, explicit System.exit was called?>")),
                run.failed());
        assertEquals(Optional.of("2 of 4 benchmarks failed: " + run.failed().get(0).line() + "; "
                + run.failed().get(1).line()), run.failure());
        assertEquals(List.of("threads pingpong", "vthreads ring"), results.stream().map(r -> r.getParams()
                .getParam("variant") + " " + r.getParams().getBenchmark().replaceAll(".*\\.", "")).toList());

        List<String> written = new ArrayList<>();
        for (JsonElement e : JsonParser.parseString(Files.readString(result)).getAsJsonArray()) {
            JsonObject o = e.getAsJsonObject();
            written.add(o.getAsJsonObject("params").get("variant").getAsString() + " "
                    + o.get("benchmark").getAsString().replaceAll(".*\\.", ""));
        }
        assertEquals(List.of("threads pingpong", "vthreads ring"), written, "the finished ones, and only they");

        String out = printed.toString(StandardCharsets.UTF_8);
        assertTrue(out.contains(Launcher.BENCHMARK_FAILED + run.failed().get(0).line() + "\n"), out);
        assertTrue(out.contains(Launcher.BENCHMARK_FAILED + run.failed().get(1).line() + "\n"), out);
        assertEquals(2, out.lines().filter(l -> l.startsWith(BenchmarkCost.LINE)).count(), "a failed one has no cost");
        assertTrue(out.contains("ringside: [4/4] loom/vthreads pingpong on CPUs "), out);
    }

    /** A run where nothing failed has no failure. */
    @Test
    void aRunWithoutAFailedBenchmarkHasNoFailure(@TempDir Path dir) throws Exception {
        Parameters p = Parameters.resolve(Map.of("quick", "1", "benchmarks", "pingpong")::get);
        ScriptedJmh jmh = new ScriptedJmh();
        ModuleRun run = new ModuleRun(p, "loom", List.of("threads"), List.of(), JmhArgs.parse(""),
                dir.resolve("loom.json")).progress(new Progress(0, 1, System.currentTimeMillis())).jmh(jmh);
        assertEquals(1, run.run().size());
        assertEquals(List.of(), run.failed());
        assertEquals(Optional.empty(), run.failure());
    }

    /**
     * A profiled run: one fork per benchmark under JMH's async profiler, each graph moved to its row's name, listed;
     * a benchmark whose fork left no graph, or failed, says it was the profiled fork; no cost is recorded from it.
     */
    @Test
    void aProfiledRunKeepsEachGraphUnderItsRowsNameAndSaysWhatFailed(@TempDir Path dir) throws Exception {
        Parameters p = Parameters.resolve(Map.of("quick", "1", "benchmarks", "ring,pingpong", "forks", "3",
                "profile", "cpu")::get);
        Path result = dir.resolve("profiles/loom.cpus-0.json");
        Files.createDirectories(result.getParent());
        ProfilerEvent itimer = new ProfilerEvent("itimer", "profiled with itimer: perf events not allowed"
                + " (perf_event_paranoid=2)");
        ProfiledForks forks = new ProfiledForks(itimer, dir.resolve("lib.so"), result);
        ScriptedJmh scripted = new ScriptedJmh();
        List<Options> given = new ArrayList<>();
        ModuleRun.Jmh jmh = options -> { // JMH's async profiler writes each fork's graph into a folder of its own
            given.add(options);
            Collection<RunResult> results = scripted.run(options);
            for (RunResult r : results) {
                if (r.getParams().getParam("variant").equals("threads")) {
                    try {
                        Path trial = Files.createDirectories(dir.resolve("profiles/loom.cpus-0/trials")
                                .resolve(r.getParams().id()));
                        Files.writeString(trial.resolve("flame-itimer-forward.html"), "<html>graph</html>");
                    } catch (java.io.IOException e) {
                        throw new RunnerException(e);
                    }
                }
            }
            return results;
        };
        ModuleRun run = new ModuleRun(p, "loom", List.of("threads", "vthreads"), List.of("-Xmx1g"),
                JmhArgs.parse(""), result).progress(new Progress(0, 4, System.currentTimeMillis())).jmh(jmh)
                .profiled(forks);
        ByteArrayOutputStream printed = new ByteArrayOutputStream();
        PrintStream terminal = System.out;
        try {
            System.setOut(new PrintStream(printed, true, StandardCharsets.UTF_8));
            run.run();
        } finally {
            System.setOut(terminal);
        }

        for (Options o : given) {
            assertEquals(1, o.getForkCount().get(), "one fork per benchmark, whatever forks says");
            assertEquals(List.of("-Xmx1g", "--enable-native-access=ALL-UNNAMED", "-XX:+UnlockExperimentalVMOptions",
                    "-XX:-DoJVMTIVirtualThreadTransitions"), List.copyOf(o.getJvmArgs().get()),
                    "the run's arguments, then the profiled fork's: no JVMTI work at virtual thread transitions");
            var profiler = o.getProfilers().stream().filter(c -> c.getKlass().endsWith("AsyncProfiler")).findFirst()
                    .orElseThrow();
            assertEquals("libPath=" + dir.resolve("lib.so") + ";event=itimer;interval=1000000;output=flamegraph;direction=forward;dir="
                    + dir.resolve("profiles/loom.cpus-0/trials"), profiler.getOpts());
        }
        Path graphs = dir.resolve("profiles/loom.cpus-0");
        assertEquals("<html>graph</html>", Files.readString(graphs.resolve("threads.pingpong.html")));
        assertEquals("loom\tthreads\t" + ringside.parameters.CpuAffinity.current() + "\tpingpong\titimer\t"
                + itimer.note() + "\tthreads.pingpong.html\n", Files.readString(graphs.resolve("graphs.tsv")));
        assertFalse(Files.exists(graphs.resolve("trials")), "JMH's folders go once their graph is moved");
        List<ModuleRun.Failed> failed = run.failed();
        assertEquals(List.of("loom/threads ring", "loom/vthreads ring", "loom/vthreads pingpong"),
                failed.stream().map(ModuleRun.Failed::benchmark).toList());
        assertEquals(ModuleRun.PROFILED + "InvalidResultException: loom/threads ring: worker 2 received 7,"
                + " expected 8", failed.get(0).reason());
        assertTrue(failed.get(1).reason().startsWith(ModuleRun.PROFILED + "ring wrote no flame graph ("
                + graphs.resolve("trials")), failed.get(1).reason());
        assertTrue(failed.get(2).reason().startsWith(ModuleRun.PROFILED + "IllegalStateException"),
                failed.get(2).reason());
        String out = printed.toString(StandardCharsets.UTF_8);
        assertFalse(out.contains(BenchmarkCost.LINE), "a profiled fork's cost is no estimate of a scored one");
    }
}
