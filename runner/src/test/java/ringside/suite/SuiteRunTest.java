package ringside.suite;

import com.google.gson.JsonArray;
import com.google.gson.JsonParser;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.LocalDateTime;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import ringside.launcher.BenchmarkCost;
import ringside.launcher.Launcher;
import ringside.parameters.CpuSet;
import ringside.parameters.Parameter;
import ringside.parameters.Parameters;
import ringside.report.ModuleStatus;
import ringside.report.PrecisionOutcome;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

/**
 * The suite run with stand-ins for the launcher and the report (small sh commands that succeed, fail, hang or
 * die on cue), so what is checked is the runner: time limits, kills, status.tsv, failure isolation, interrupt.
 */
class SuiteRunTest {
    /** Reads values of the launcher's plan (its JSON, one parameter per line) into shell variables. */
    private static final String PLAN = "v() { sed -n \"s/^  \\\"$1\\\": \\\"\\\\(.*\\\\)\\\",*$/\\\\1/p\" \"$plan\"; };"
            + " variants=$(v variants); parallelism=$(v parallelism); resultFile=$(v resultFile); ";
    private static final String OK = PLAN + "echo \"ringside: [$progressDone/$progressTotal] running $variants\";"
            + " echo noise; echo \"plan: $variants $parallelism $resultFile\"; echo '[]' > \"$resultFile\"";
    private static final String HANGS = "echo \"started $$\"; exec sleep 600";

    @TempDir
    Path dir;

    private final ByteArrayOutputStream terminal = new ByteArrayOutputStream();
    private final ByteArrayOutputStream errors = new ByteArrayOutputStream();

    /** The stand-ins: each framework's run is the sh script the test gives it; describe lists its variants. */
    private static final class Fakes implements ModuleCommands {
        final Map<String, String> runs = new HashMap<>();
        final Map<String, String> variants = new HashMap<>(Map.of("loom", "threads vthreads", "akka", "typed"));
        String describeExit = "0";

        @Override
        public List<String> describe(String framework, Path description, Path plan) {
            return List.of("sh", "-c", "printf '%s\\n' " + variants.get(framework) + "; echo '{\"framework\": \""
                    + framework + "\"}' > \"$1\"; exit " + describeExit, "describe", description.toString());
        }

        @Override
        public List<String> run(String framework, CpuSet cpus, Path plan) {
            return List.of("sh", "-c", "plan=\"$1\"; " + runs.get(framework), "run", plan.toString());
        }

        @Override
        public List<String> report(Path outDir) {
            return List.of("sh", "-c", "echo rendered >> \"$1\"/report.marker", "report", outDir.toString());
        }

        @Override
        public List<String> program(String framework, CpuSet cpus, List<String> jvmArgs, boolean testClasses,
                String main, List<String> args) {
            throw new UnsupportedOperationException("the suite runs no side-by-side programs");
        }
    }

    private SuiteRun suite(Fakes fakes, Map<String, String> env) {
        return suite(fakes, env, "abc1234");
    }

    private SuiteRun suite(Fakes fakes, Map<String, String> env, String commit) {
        Map<String, String> all = new HashMap<>(Map.of("outDir", dir.resolve("out").toString(), "cpuSweep", "0 1",
                "forks", "1")); // one round of forks, unless a test asks for more
        all.putAll(env);
        if (all.containsKey("resume")) {
            all.remove("outDir"); // the run goes on in the folder resume names
        }
        SuiteSettings settings = SuiteSettings.resolve(all, List.of("loom", "akka"), "0-1", LocalDateTime.now());
        return new SuiteRun(settings, fakes, commit, new PrintStream(terminal, true, StandardCharsets.UTF_8),
                new PrintStream(errors, true, StandardCharsets.UTF_8), Duration.ofMillis(500));
    }

    private List<ModuleStatus> statuses() throws IOException {
        return ModuleStatus.read(dir.resolve("out/status.tsv"));
    }

    private String log(String name) throws IOException {
        return Files.readString(dir.resolve("out/logs").resolve(name + ".log"));
    }

    private boolean reported() {
        return Files.exists(dir.resolve("out/report.marker"));
    }

    /**
     * A disk that fills during the run, for real: the output folder is a small tmpfs (mounting one needs root, as
     * CI runs), and the second module fills it. The run stops naming the cause and how to go on, and what the first
     * module wrote stays whole.
     */
    @Test
    void aDiskThatFillsStopsTheRunNamingItAndKeepsWhatWasWritten() throws Exception {
        Path out = dir.resolve("out");
        Files.createDirectories(out);
        assumeTrue(new ProcessBuilder("mount", "-t", "tmpfs", "-o", "size=256k", "tmpfs", out.toString())
                .inheritIO().start().waitFor() == 0, "mounting a small tmpfs needs root");
        try {
            Fakes fakes = new Fakes();
            fakes.runs.put("loom", OK);
            fakes.runs.put("akka", PLAN + "head -c 1000000 /dev/zero > \"$(dirname \"$resultFile\")/../filler\"; " + OK);
            assertEquals(1, suite(fakes, Map.of("cpuSweep", "0")).run());
            String said = errors.toString();
            assertTrue(said.contains("the run stopped: cannot write " + out.resolve("logs/akka.cpus-0.log")
                    + ": No space left on device"), said);
            assertTrue(said.contains("resume=" + out + " ./benchmark.sh goes on from there"), said);
            assertEquals(List.of(new ModuleStatus("0", "loom", "ok", "")), statuses());
            assertEquals("[]", Files.readString(out.resolve("jmh/loom.cpus-0.json")).strip());
            assertFalse(reported(), "no report of a run that stopped");

            // space again: the resumed run keeps loom's module run and runs akka's
            Files.delete(out.resolve("filler"));
            fakes.runs.put("akka", OK);
            errors.reset();
            assertEquals(0, suite(fakes, Map.of("cpuSweep", "0", "resume", out.toString())).run(), errors.toString());
            assertEquals(List.of(new ModuleStatus("0", "loom", "ok", ""), new ModuleStatus("0", "akka", "ok", "")),
                    statuses());
        } finally {
            new ProcessBuilder("umount", out.toString()).inheritIO().start().waitFor();
        }
    }

    @Test
    void runsEveryModuleOnEveryCpuSetAndReports() throws Exception {
        Fakes fakes = new Fakes();
        fakes.runs.put("loom", OK);
        fakes.runs.put("akka", OK);
        assertEquals(0, suite(fakes, Map.of("benchmarks", "ring,pingpong")).run(), errors.toString());
        assertEquals(List.of(
                new ModuleStatus("0", "loom", "ok", ""), new ModuleStatus("0", "akka", "ok", ""),
                new ModuleStatus("1", "loom", "ok", ""), new ModuleStatus("1", "akka", "ok", "")), statuses());
        // the run's progress: 2 CPU sets x (2 + 1 variants) x 2 workloads = 12 benchmarks, loom's 4 come first
        assertTrue(terminal.toString().contains("ringside: [4/12] running typed"), terminal.toString());
        assertFalse(terminal.toString().contains("noise"), "only progress lines reach the terminal");
        assertTrue(log("loom.cpus-1").contains("noise"), "the log keeps everything");
        assertTrue(log("loom.cpus-1").contains("plan: threads,vthreads 1 " + dir.resolve("out/jmh/loom.cpus-1.json")
                .toAbsolutePath()));
        assertTrue(Files.exists(dir.resolve("out/jmh/akka.cpus-0.json")));
        // each module run's plan stays with the results: the launcher's only input, every parameter resolved
        Parameters plan = Parameters.fromPlan(Files.readString(dir.resolve("out/plans/akka.cpus-1.json")));
        assertEquals("typed", plan.text(Parameter.variants));
        assertEquals(1, plan.integer(Parameter.parallelism));
        assertEquals("ring,pingpong", plan.text(Parameter.benchmarks));
        assertTrue(Files.readString(dir.resolve("out/env.json")).contains("\"commit\": \"abc1234\""));
        assertTrue(reported());
    }

    /**
     * With several forks, the forks run in rounds: each round runs every module once with one fork of each of its
     * benchmarks, in a module run of its own, and starts with the next module, so none always runs first.
     */
    @Test
    void forksRunInRoundsOfOneForkEachAndTheFirstModuleRotates() throws Exception {
        Fakes fakes = new Fakes();
        fakes.runs.put("loom", OK);
        fakes.runs.put("akka", OK);
        assertEquals(0, suite(fakes, Map.of("benchmarks", "pingpong", "cpuSweep", "0", "forks", "2")).run(),
                errors.toString());
        ModuleStatus loom = new ModuleStatus("0", "loom", "ok", "");
        ModuleStatus akka = new ModuleStatus("0", "akka", "ok", "");
        assertEquals(List.of(loom, akka, akka, loom), statuses());
        for (int k = 1; k <= 2; k++) {
            assertTrue(Files.exists(dir.resolve("out/jmh/loom.cpus-0.fork-" + k + ".json")));
            Parameters plan = Parameters.fromPlan(Files.readString(dir.resolve("out/plans/akka.cpus-0.fork-" + k
                    + ".json")));
            assertEquals(1, plan.integer(Parameter.forks));
        }
        assertFalse(Files.exists(dir.resolve("out/jmh/loom.cpus-0.json")));
        // 3 variants x 1 workload x 2 forks; the second round starts with akka, after loom's and akka's first forks
        String said = terminal.toString();
        assertTrue(said.contains("ringside: [2/6] running typed") && said.contains("ringside: [3/6] running typed")
                && said.contains("ringside: [4/6] running threads,vthreads"), said);
        assertTrue(said.contains("on CPUs 0, parallelism 1 (fork 2 of 2); log: "), said);
    }

    @Test
    void aFailedModuleIsNamedWithItsReasonAndTheOthersStillRun() throws Exception {
        Fakes fakes = new Fakes();
        fakes.runs.put("loom", "echo JMH output; echo '" + Launcher.RUN_FAILED
                + "InvalidResultException: wrong sum' >&2; exit 1");
        fakes.runs.put("akka", OK);
        assertEquals(1, suite(fakes, Map.of()).run());
        assertEquals(List.of(
                new ModuleStatus("0", "loom", "failed", "exit status 1: InvalidResultException: wrong sum;"
                        + " see logs/loom.cpus-0.log"),
                new ModuleStatus("0", "akka", "ok", ""),
                new ModuleStatus("1", "loom", "failed", "exit status 1: InvalidResultException: wrong sum;"
                        + " see logs/loom.cpus-1.log"),
                new ModuleStatus("1", "akka", "ok", "")), statuses());
        assertTrue(Files.exists(dir.resolve("out/jmh/akka.cpus-1.json")), "the others' results are kept");
        assertTrue(errors.toString().contains("2 module run(s) did not finish"), errors.toString());
        assertTrue(reported());
    }

    /**
     * A benchmark that failed while its module went on is recorded with its reason and log, before its module's line;
     * the module's exit status still fails the module and the run, and the other modules run.
     */
    @Test
    void aFailedBenchmarkIsRecordedWithItsReasonAndTheRunStillFails() throws Exception {
        Fakes fakes = new Fakes();
        String failed = Launcher.BENCHMARK_FAILED + "loom/threads ring: InvalidResultException: wrong sum";
        fakes.runs.put("loom", "echo '" + failed + "'; " + OK + "; echo '" + failed + "'; echo '" + Launcher.RUN_FAILED
                + "1 of 2 benchmarks failed: loom/threads ring: InvalidResultException: wrong sum' >&2; exit 1");
        fakes.runs.put("akka", OK);
        assertEquals(1, suite(fakes, Map.of("cpuSweep", "0", "benchmarks", "ring")).run());
        assertEquals(List.of(
                new ModuleStatus("0", "loom", ModuleStatus.FAILED, "loom/threads ring: InvalidResultException: wrong"
                        + " sum; see logs/loom.cpus-0.log"),
                new ModuleStatus("0", "loom", ModuleStatus.FAILED, "exit status 1: 1 of 2 benchmarks failed:"
                        + " loom/threads ring: InvalidResultException: wrong sum; see logs/loom.cpus-0.log"),
                new ModuleStatus("0", "akka", "ok", "")), statuses());
        assertTrue(terminal.toString().contains(failed), terminal.toString());
        assertTrue(Files.exists(dir.resolve("out/jmh/loom.cpus-0.json")), "the module's finished benchmarks are kept");
        assertTrue(errors.toString().contains("1 module run(s) did not finish"), errors.toString());
        assertTrue(reported());
    }

    /** A benchmark the launcher left out (a limit its variant stated) is recorded; the module is still ok. */
    @Test
    void aBenchmarkNotRunIsRecordedWithItsLimitAndTheModuleStaysOk() throws Exception {
        Fakes fakes = new Fakes();
        String line = Launcher.NOT_RUN + "loom/threads spawn: 1,111,111 actors need up to 1,111,111 platform threads";
        fakes.runs.put("loom", "echo '" + line + "'; " + OK + "; echo '" + line + "'");
        fakes.runs.put("akka", OK);
        // two rounds of forks: the refusal comes in each, and each round records it (the report says it once)
        assertEquals(0, suite(fakes, Map.of("cpuSweep", "0", "forks", "2")).run(), errors.toString());
        ModuleStatus notRun = new ModuleStatus("0", "loom", ModuleStatus.NOT_RUN,
                "loom/threads spawn: 1,111,111 actors need up to 1,111,111 platform threads");
        ModuleStatus loom = new ModuleStatus("0", "loom", "ok", "");
        ModuleStatus akka = new ModuleStatus("0", "akka", "ok", "");
        assertEquals(List.of(notRun, loom, akka, akka, notRun, loom), statuses());
        assertTrue(terminal.toString().contains(line), terminal.toString());
    }

    @Test
    void aModulePastItsTimeIsStoppedAndOneThatIgnoresItIsKilled() throws Exception {
        Fakes fakes = new Fakes();
        fakes.runs.put("loom", HANGS);
        fakes.runs.put("akka", "trap '' TERM; echo \"started $$\"; while :; do sleep 1; done");
        assertEquals(1, suite(fakes, Map.of("moduleTimeout", "1", "cpuSweep", "0")).run());
        assertEquals(List.of(
                new ModuleStatus("0", "loom", "timed-out", "killed after moduleTimeout=1s; see logs/loom.cpus-0.log"),
                new ModuleStatus("0", "akka", "timed-out", "killed after moduleTimeout=1s; see logs/akka.cpus-0.log")),
                statuses());
        assertFalse(alive(log("loom.cpus-0")));
        assertFalse(alive(log("akka.cpus-0")));
        assertTrue(reported());
    }

    @Test
    void aModuleEndedBySignalIsKilledNotFailed() throws Exception {
        Fakes fakes = new Fakes();
        fakes.runs.put("loom", "kill -9 $$");
        fakes.runs.put("akka", OK);
        assertEquals(1, suite(fakes, Map.of("cpuSweep", "0")).run());
        assertEquals(new ModuleStatus("0", "loom", "killed", "by signal 9; see logs/loom.cpus-0.log"),
                statuses().get(0));
        assertEquals("ok", statuses().get(1).status());
    }

    @Test
    void anInterruptStopsTheModuleRecordsItAndReportsWhatFinished() throws Exception {
        Fakes fakes = new Fakes();
        fakes.runs.put("loom", OK);
        fakes.runs.put("akka", HANGS);
        SuiteRun run = suite(fakes, Map.of());
        CompletableFuture<Integer> status = CompletableFuture.supplyAsync(run::run);
        Path akkaLog = dir.resolve("out/logs/akka.cpus-0.log");
        for (int i = 0; i < 600 && !(Files.exists(akkaLog) && Files.readString(akkaLog).contains("started")); i++) {
            Thread.sleep(50); // until the hanging module runs
        }
        run.interrupt();
        assertEquals(130, status.get(60, TimeUnit.SECONDS));
        assertEquals(List.of(
                new ModuleStatus("0", "loom", "ok", ""),
                new ModuleStatus("0", "akka", "interrupted", "stopped by a signal; see logs/akka.cpus-0.log")),
                statuses(), "the CPU set 1 runs never started");
        assertFalse(alive(log("akka.cpus-0")));
        assertTrue(reported());
        assertTrue(errors.toString().contains("benchmark.sh: interrupted; reporting what finished"));
    }

    /**
     * An interrupted run goes on with resume: the module runs that ended stay as they were, the one the interrupt cut
     * off runs again, then the rest; the report then lists what an uninterrupted run's would.
     */
    @Test
    void anInterruptedRunResumesWhereItStoppedAndKeepsWhatEnded() throws Exception {
        Path hang = dir.resolve("hang");
        Path ran = dir.resolve("ran");
        Fakes fakes = new Fakes();
        fakes.runs.put("loom", OK + "; echo \"$resultFile\" >> '" + ran + "'");
        fakes.runs.put("akka", "if [ -f '" + hang + "' ]; then " + HANGS + "; fi; " + OK);
        Files.writeString(hang, "");
        Map<String, String> env = Map.of("forks", "2", "benchmarks", "pingpong");
        SuiteRun first = suite(fakes, env);
        CompletableFuture<Integer> status = CompletableFuture.supplyAsync(first::run);
        Path akkaLog = dir.resolve("out/logs/akka.cpus-0.fork-1.log");
        for (int i = 0; i < 600 && !(Files.exists(akkaLog) && Files.readString(akkaLog).contains("started")); i++) {
            Thread.sleep(50); // until the hanging module runs
        }
        first.interrupt();
        assertEquals(130, status.get(60, TimeUnit.SECONDS));
        assertEquals("interrupted", statuses().get(1).status());
        Files.delete(hang);

        Map<String, String> again = new HashMap<>(env);
        again.put("resume", dir.resolve("out").toString());
        assertEquals(0, suite(fakes, again).run(), errors.toString());
        ModuleStatus ok0 = new ModuleStatus("0", "loom", "ok", "");
        ModuleStatus akka0 = new ModuleStatus("0", "akka", "ok", "");
        ModuleStatus ok1 = new ModuleStatus("1", "loom", "ok", "");
        ModuleStatus akka1 = new ModuleStatus("1", "akka", "ok", "");
        assertEquals(List.of(ok0, akka0, ok1, akka1, akka0, ok0, akka1, ok1), statuses(),
                "the interrupted line goes, the rounds end as an uninterrupted run's would");
        assertEquals(1, Files.readAllLines(ran).stream().filter(l -> l.endsWith("loom.cpus-0.fork-1.json")).count(),
                "a module run that ended is kept, not run again");
        for (String name : List.of("loom.cpus-0", "akka.cpus-0", "loom.cpus-1", "akka.cpus-1")) {
            for (int k = 1; k <= 2; k++) {
                assertTrue(Files.exists(dir.resolve("out/jmh/" + name + ".fork-" + k + ".json")), name + " " + k);
            }
        }
        assertTrue(terminal.toString().contains("resuming the run in " + dir.resolve("out") + ": 1 module run(s)"
                + " it ended are kept"), terminal.toString());
        assertTrue(Files.readString(dir.resolve("out/env.json")).contains("\"resumed\""));
        assertTrue(reported());
    }

    /** A resume that would measure something else is refused, naming each difference, and leaves the folder as is. */
    @Test
    void aResumeOfARunThatMeasuredSomethingElseIsRefused() throws Exception {
        Fakes fakes = new Fakes();
        fakes.runs.put("loom", OK);
        fakes.runs.put("akka", OK);
        assertEquals(0, suite(fakes, Map.of("benchmarks", "ring")).run(), errors.toString());
        String status = Files.readString(dir.resolve("out/status.tsv"));
        Map<String, String> resume = Map.of("benchmarks", "pingpong", "resume", dir.resolve("out").toString());
        assertEquals(2, suite(fakes, resume, "def5678").run());
        assertTrue(errors.toString().contains("benchmark.sh: resume: the run in '" + dir.resolve("out")
                + "' measured something else: the suite's commit is 'def5678' here, 'abc1234' in that run;"
                + " benchmarks is 'pingpong' here, 'ring' in that run."), errors.toString());
        assertEquals(status, Files.readString(dir.resolve("out/status.tsv")));
        assertTrue(Files.exists(dir.resolve("out/env.json")), "the folder of the run resumed stays");
    }

    @Test
    void variantsAreCheckedAgainstWhatTheModulesOffer() throws Exception {
        Fakes fakes = new Fakes();
        fakes.runs.put("loom", OK);
        fakes.runs.put("akka", OK);
        assertEquals(2, suite(fakes, Map.of("variants", "vthreads,fibers")).run());
        assertTrue(errors.toString().contains("benchmark.sh: variants: unknown variant 'fibers' for frameworks loom"
                + " akka; accepted: threads,vthreads,typed"), errors.toString());
        assertFalse(Files.exists(dir.resolve("out")), "nothing ran: no result folder is left");

        assertEquals(0, suite(fakes, Map.of("variants", "vthreads", "cpuSweep", "0")).run(), errors.toString());
        assertEquals(List.of(new ModuleStatus("0", "loom", "ok", ""),
                new ModuleStatus("0", "akka", "skipped", "none of variants=vthreads is one of its variants")),
                statuses());
        assertTrue(log("loom.cpus-0").contains("plan: vthreads 1 "), log("loom.cpus-0"));
    }

    @Test
    void aParameterTheLauncherRefusesStopsTheRunBeforeAnyModuleRuns() {
        Fakes fakes = new Fakes();
        fakes.describeExit = "2";
        assertEquals(2, suite(fakes, Map.of()).run());
        assertFalse(Files.exists(dir.resolve("out")));
    }

    /** The plan comes before any module runs; each benchmark's cost goes to costs.tsv, not to the terminal. */
    @Test
    void thePlanIsPrintedFirstAndEachCostIsRecorded() throws Exception {
        Fakes fakes = new Fakes();
        String cost = String.join("\\t", "0", "loom", "threads", "ring", "ringSize=10000 workerCount=503", "1", "1",
                "2.0", "3.5");
        fakes.runs.put("loom", OK + "; printf '" + BenchmarkCost.LINE + cost + "\\n'");
        fakes.runs.put("akka", OK);
        assertEquals(0, suite(fakes, Map.of("benchmarks", "ring", "cpuSweep", "0")).run(), errors.toString());
        String printed = terminal.toString();
        assertTrue(printed.startsWith("benchmark.sh: the plan: 3 benchmarks, estimated "), printed);
        assertTrue(printed.indexOf("benchmark.sh: the plan") < printed.indexOf("ringside: ["), printed);
        assertFalse(printed.contains(BenchmarkCost.LINE), "costs are not for the terminal");
        assertEquals(List.of(new BenchmarkCost("0", "loom", "threads", "ring", "ringSize=10000 workerCount=503", 1, 1,
                2.0, 3.5)), BenchmarkCost.read(dir.resolve("out/costs.tsv")));
    }

    /**
     * profile: after every scored fork, each module runs its timed benchmarks once more, one fork each under the
     * profiler, in a module run of its own whose results go under profiles/ (never jmh/, so never scored); the scored
     * runs have no profiler, and the profiled run's JMH table stays in its log.
     */
    @Test
    void aProfiledRunProfilesEachModulesTimedBenchmarksOnceAfterTheScoredForks() throws Exception {
        Fakes fakes = new Fakes();
        String launcher = OK + "; echo \"ringside: profile=$(v profile) forks=$(v forks) benchmarks=$(v benchmarks)\";"
                + " [ \"$(v profile)\" = none ] || echo 'Benchmark (variant) Score'";
        fakes.runs.put("loom", launcher);
        fakes.runs.put("akka", launcher);
        assertEquals(0, suite(fakes, Map.of("benchmarks", "ring,footprint", "profile", "cpu", "forks", "2")).run(),
                errors.toString());
        String printed = terminal.toString();
        assertTrue(printed.contains("profile=cpu: then each timed benchmark of the JVM modules runs once more, one"
                + " fork under async-profiler, never scored (about "), printed);
        assertTrue(printed.indexOf("profile=cpu: then") < printed.indexOf("ringside: ["), "the plan comes first");
        for (String cpus : List.of("0", "1")) {
            for (String framework : List.of("loom", "akka")) {
                String moduleRun = framework + ".cpus-" + cpus;
                for (int fork = 1; fork <= 2; fork++) {
                    Parameters scored = Parameters.fromPlan(Files.readString(dir.resolve("out/plans/" + moduleRun
                            + ".fork-" + fork + ".json")));
                    assertEquals("none", scored.text(Parameter.profile), "a scored fork is never profiled");
                }
                Parameters profiled = Parameters.fromPlan(Files.readString(dir.resolve("out/plans/" + moduleRun
                        + ".profile.json")));
                assertEquals("cpu", profiled.text(Parameter.profile));
                assertEquals(1, profiled.integer(Parameter.forks));
                assertEquals("ring", profiled.text(Parameter.benchmarks), "footprint is not timed: no row to explain");
                assertEquals(dir.resolve("out/profiles/" + moduleRun + ".json").toAbsolutePath().toString(),
                        profiled.text(Parameter.resultFile));
                assertTrue(Files.exists(dir.resolve("out/profiles/" + moduleRun + ".json")));
                assertFalse(Files.exists(dir.resolve("out/jmh/" + moduleRun + ".profile.json")));
                assertTrue(log(moduleRun + ".profile").contains("Benchmark (variant) Score"), "the log keeps it");
            }
        }
        assertFalse(printed.contains("Benchmark (variant) Score"), "a profiled fork's figures are no score: "
                + printed);
        assertTrue(printed.lastIndexOf("ringside: profile=none") < printed.indexOf("ringside: profile=cpu"),
                "every scored fork comes first: " + printed);
        assertEquals(4, printed.split("ringside: profile=cpu forks=1 benchmarks=ring", -1).length - 1, printed);
        assertTrue(statuses().stream().allMatch(ModuleStatus::ok), statuses().toString());
        assertTrue(reported());
    }

    /** With a time budget, a module none of whose benchmarks would end in time does not start; each says why. */
    @Test
    void benchmarksThatDoNotFitTheTimeBudgetAreNotRunAndSayWhy() throws Exception {
        Fakes fakes = new Fakes();
        fakes.runs.put("loom", OK);
        fakes.runs.put("akka", OK);
        // 21 s less the report's 20 s and the test's 0.5 s stop: no fork starts in what is left
        assertEquals(0, suite(fakes, Map.of("benchmarks", "ring", "cpuSweep", "0", "timeBudget", "21s")).run(),
                errors.toString());
        List<ModuleStatus> statuses = statuses();
        assertEquals(List.of("not-run", "not-run", "skipped", "not-run", "skipped"),
                statuses.stream().map(ModuleStatus::status).toList(), statuses.toString());
        assertTrue(statuses.get(0).detail().startsWith("loom/threads ring: timeBudget=21s: estimated "),
                statuses.get(0).detail());
        assertEquals("timeBudget=21s: none of its benchmarks would end in time", statuses.get(2).detail());
        assertFalse(Files.exists(dir.resolve("out/logs/loom.cpus-0.log")), "no module started");
        assertTrue(reported());
    }

    /** A module still running when the time budget ends is stopped, and its status says by what. */
    @Test
    void aModuleStillRunningWhenTheBudgetEndsIsStopped() throws Exception {
        Fakes fakes = new Fakes();
        fakes.runs.put("loom", HANGS);
        // a fork of one 1 ms iteration fits in the 4.5 s left for benchmarks; the module hangs past them
        assertEquals(1, suite(fakes, Map.of("quick", "1", "benchmarks", "ring", "variants", "threads", "cpuSweep", "0",
                "warmupIterations", "0", "iterations", "1", "iterationTime", "1", "timeBudget", "25s")).run());
        assertEquals(new ModuleStatus("0", "loom", "timed-out", "stopped when timeBudget=25s ran out; see"
                + " logs/loom.cpus-0.log"), statuses().get(0));
        assertFalse(alive(log("loom.cpus-0")));
        assertTrue(reported());
    }

    /**
     * With a precision target, the round runs one more fork of a row at a time, through the module's launcher (a plan
     * of one fork of that benchmark), until the row meets it; its outcome goes to precision.tsv.
     */
    @Test
    void thePrecisionRoundAddsForksThroughTheLauncherUntilTheRowMeetsTheTarget() throws Exception {
        Path recorded = Path.of(SuiteRunTest.class.getResource("/loom-pingpong-gc.json").toURI());
        JsonArray threads = new JsonArray(); // loom/threads' ping-pong on CPU 0: one fork of 10 iterations
        JsonParser.parseString(Files.readString(recorded)).getAsJsonArray().forEach(run -> {
            if (run.getAsJsonObject().getAsJsonObject("params").get("variant").getAsString().equals("threads")) {
                threads.add(run);
            }
        });
        Path fork = dir.resolve("fork.json");
        Files.writeString(fork, threads.toString());
        Fakes fakes = new Fakes();
        fakes.runs.put("loom", PLAN + "echo \"forks $(v forks) depth $(v stackDepth) $(v benchmarks)\";"
                + " cp '" + fork + "' \"$resultFile\"");
        assertEquals(0, suite(fakes, Map.of("quick", "1", "benchmarks", "pingpong", "variants", "threads",
                "cpuSweep", "0", "precision", "10")).run(), errors.toString());
        // one fork planned (quick), then two added: over three forks its error is within 10%
        assertTrue(Files.exists(dir.resolve("out/jmh/loom.cpus-0.precision-2.json")));
        assertFalse(Files.exists(dir.resolve("out/jmh/loom.cpus-0.precision-3.json")));
        assertTrue(log("loom.cpus-0.precision-1").contains("forks 1 depth 0 pingpong"), log("loom.cpus-0.precision-1"));
        List<PrecisionOutcome> outcomes = PrecisionOutcome.read(dir.resolve("out/precision.tsv"));
        assertEquals(1, outcomes.size(), outcomes.toString());
        assertTrue(outcomes.get(0).met());
        assertEquals(3, outcomes.get(0).forks());
        assertTrue(terminal.toString().contains("precision: fork 2 of loom/threads pingpong on CPUs 0 (error "),
                terminal.toString());
        assertTrue(terminal.toString().contains("precision: 1 of 1 rows within 10% after 2 added fork(s)"),
                terminal.toString());
        assertTrue(reported());
    }

    /** Whether the process whose "started <pid>" line is in the log is still alive. */
    private static boolean alive(String log) {
        long pid = Long.parseLong(log.lines().filter(l -> l.startsWith("started ")).findFirst().orElseThrow()
                .substring("started ".length()).strip());
        return ProcessHandle.of(pid).map(ProcessHandle::isAlive).orElse(false);
    }
}
