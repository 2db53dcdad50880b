package ringside.reference;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.openjdk.jmh.util.ListStatistics;
import ringside.bench.BigBenchmark;
import ringside.contract.Variant;
import ringside.bench.FootprintBenchmark;
import ringside.bench.LatencyBenchmark;
import ringside.bench.PingPongBenchmark;
import ringside.bench.RingBenchmark;
import ringside.bench.SelectBenchmark;
import ringside.bench.SieveBenchmark;
import ringside.declaration.Big;
import ringside.declaration.PingPong;
import ringside.declaration.Ring;
import ringside.declaration.Select;
import ringside.declaration.Sieve;
import ringside.http.HttpPingPongBenchmark;
import ringside.launcher.BenchmarkCost;
import ringside.launcher.BenchmarkSizes;
import ringside.launcher.FrameworkDescription;
import ringside.launcher.Launcher;
import ringside.launcher.Progress;
import ringside.parameters.Parameter;
import ringside.parameters.ParameterException;
import ringside.parameters.Parameters;
import ringside.report.Report;
import ringside.workload.Workload;

/** The reference launcher on stand-in toolchains (test resources): what it prints, and the JMH JSON it writes. */
class ReferenceLauncherTest {
    @TempDir
    Path dir;

    private Parameters plan(String benchmarks) {
        return Parameters.resolve(Map.of("benchmarks", benchmarks, "forks", "2", "warmupIterations", "1",
                "iterations", "3", "iterationTime", "10", "parallelism", "2", "pingPongCount", "7",
                "resultFile", dir.resolve("jmh/go.json").toString())::get);
    }

    private record Run(int status, String out) {
    }

    private Run launch(Reference reference, Map<String, String> env, Parameters p, String... more) throws IOException {
        Path standIns = dir.resolve("standin");
        Path plan = Files.writeString(dir.resolve("plan.json"), p.plan());
        List<String> args = new ArrayList<>(List.of(ReferenceLauncher.REFERENCE, reference.frameworkName(),
                ReferenceLauncher.SOURCES, standIns.resolve("sources").toString(), Launcher.PLAN, plan.toString()));
        args.addAll(List.of(more));
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        int status = new ReferenceLauncher(new PrintStream(bytes, true, StandardCharsets.UTF_8), env)
                .run(args.toArray(String[]::new));
        return new Run(status, bytes.toString(StandardCharsets.UTF_8));
    }

    @Test
    void writesJmhJsonWithJmhsStatisticsOverWhatTheProgramPrinted() throws IOException {
        Path standIns = StandIns.copyTo(dir.resolve("standin"));
        Parameters p = plan("ring,pingpong");
        Run run = launch(Reference.GO, StandIns.allTools(standIns), p);
        assertEquals(0, run.status(), run.out());
        assertTrue(run.out().contains("ringside: [1/2] go/goroutines ring on CPUs "), run.out());
        assertTrue(run.out().contains("ringside: [2/2] go/goroutines pingpong on CPUs "), run.out());

        JsonArray runs = JsonParser.parseString(Files.readString(dir.resolve("jmh/go.json"))).getAsJsonArray();
        assertEquals(2, runs.size());
        JsonObject ring = runs.get(0).getAsJsonObject();
        assertEquals(RingBenchmark.class.getName() + ".ring", ring.get("benchmark").getAsString());
        assertEquals(PingPongBenchmark.class.getName() + ".pingpong",
                runs.get(1).getAsJsonObject().get("benchmark").getAsString());
        JsonObject params = ring.getAsJsonObject("params");
        assertEquals("go", params.get("framework").getAsString());
        assertEquals("goroutines", params.get("variant").getAsString());
        assertEquals("2", params.get("parallelism").getAsString());
        assertEquals(p.text(Parameter.workerCount), params.get("workerCount").getAsString());
        assertEquals(p.text(Parameter.ringSize), params.get("ringSize").getAsString());
        assertEquals("standin-1", ring.get("jdkVersion").getAsString(), "the runtime's version, as the program said");

        // the program's measured lines, per fork, as the launcher logged them: ops and ns of each iteration
        List<List<Double>> forks = new ArrayList<>();
        Matcher m = Pattern.compile("# Fork: \\d+ of 2|Iteration: (\\d+) ops in (\\d+) ns").matcher(
                run.out().substring(0, run.out().indexOf("go/goroutines pingpong")));
        while (m.find()) {
            if (m.group(1) == null) {
                forks.add(new ArrayList<>());
            } else {
                forks.get(forks.size() - 1).add(Double.parseDouble(m.group(2)) / Double.parseDouble(m.group(1)) / 1e6);
            }
        }
        assertEquals(2, forks.size());
        ListStatistics all = new ListStatistics();
        forks.forEach(f -> f.forEach(all::addValue));
        JsonObject metric = ring.getAsJsonObject("primaryMetric");
        assertEquals("ms/op", metric.get("scoreUnit").getAsString());
        assertEquals(all.getMean(), metric.get("score").getAsDouble(), 1e-9);
        assertEquals(all.getMeanErrorAt(0.999), metric.get("scoreError").getAsDouble(), 1e-9);
        JsonArray raw = metric.getAsJsonArray("rawData");
        for (int f = 0; f < 2; f++) {
            List<Double> values = raw.get(f).getAsJsonArray().asList().stream().map(JsonElement::getAsDouble).toList();
            assertEquals(forks.get(f).size(), values.size());
            for (int i = 0; i < values.size(); i++) {
                assertEquals(forks.get(f).get(i), values.get(i), 1e-9);
            }
        }
        assertEquals(Ring.sizes(p).messagesPerOp(), ring.getAsJsonObject("secondaryMetrics")
                .getAsJsonObject("messagesPerOp").get("score").getAsDouble());
        assertEquals(PingPong.sizes(p).messagesPerOp(), runs.get(1).getAsJsonObject().getAsJsonObject("secondaryMetrics")
                .getAsJsonObject("messagesPerOp").get("score").getAsDouble());
        assertTrue(Report.summaryOf(dir.resolve("jmh/go.json")).contains("goroutines"), "the report reads it");
    }

    @Test
    void anInvalidResultFailsTheRunWithTheProgramsLineAndKeepsWhatFinished() throws IOException {
        Path standIns = StandIns.copyTo(dir.resolve("standin"));
        Map<String, String> env = new java.util.HashMap<>(StandIns.allTools(standIns));
        env.put("STANDIN_INVALID", "ring");
        ReferenceProgram.ProgramFailure e = assertThrows(ReferenceProgram.ProgramFailure.class,
                () -> launch(Reference.GO, env, plan("pingpong,ring")));
        assertEquals("go/goroutines ring: invalid: ring: the stand-in's fault build (expected 1, got 2)", e.getMessage());
        JsonArray kept = JsonParser.parseString(Files.readString(dir.resolve("jmh/go.json"))).getAsJsonArray();
        assertEquals(1, kept.size(), "pingpong finished before ring failed");
    }

    @Test
    void aMissingToolchainLeavesEveryBenchmarkNotRunWithItsInstallCommand() throws IOException {
        Path standIns = StandIns.copyTo(dir.resolve("standin"));
        Map<String, String> noGo = StandIns.pathWith(standIns, dir.resolve("path"), List.of("erl", "erlc", "g++"));
        Run run = launch(Reference.GO, noGo, plan("ring,pingpong"));
        assertEquals(0, run.status(), run.out());
        for (String workload : List.of("ring", "pingpong")) {
            assertTrue(run.out().contains(Launcher.NOT_RUN + "go/goroutines " + workload + ": Go is not installed (no"
                    + " go on PATH); install it with: sudo apt-get install golang-go"), run.out());
        }
        assertFalse(Files.exists(dir.resolve("jmh/go.json")));
        // the others are there
        assertEquals(0, launch(Reference.ERLANG, noGo, plan("ring")).status());
        assertTrue(Files.exists(dir.resolve("jmh/go.json")), "erlang wrote the plan's result file");
    }

    @Test
    void remoteIsNotRunWithItsReasonAndTheRestRuns() throws IOException {
        Path standIns = StandIns.copyTo(dir.resolve("standin"));
        Run run = launch(Reference.CPP, StandIns.allTools(standIns), plan("ring,remote"));
        assertEquals(0, run.status(), run.out());
        assertTrue(run.out().contains(Launcher.NOT_RUN + "cpp/threads remote: remote runs between two JVMs"), run.out());
        assertEquals(1, JsonParser.parseString(Files.readString(dir.resolve("jmh/go.json"))).getAsJsonArray().size());
    }

    /** Go plays httpPingPong as a timed benchmark of its own class; Erlang and C++ say why they play no http workload. */
    @Test
    void goPlaysHttpPingPongAndTheOthersSayWhyNot() throws IOException {
        Path standIns = StandIns.copyTo(dir.resolve("standin"));
        Parameters p = plan("httpPingPong").with(Parameter.httpPingPongCount, "321");
        Run run = launch(Reference.GO, StandIns.allTools(standIns), p);
        assertEquals(0, run.status(), run.out());
        assertTrue(run.out().contains(" httpPingPongCount=321"), "the count is the program's last argument: "
                + run.out());
        JsonObject result = JsonParser.parseString(Files.readString(dir.resolve("jmh/go.json"))).getAsJsonArray()
                .get(0).getAsJsonObject();
        assertEquals(HttpPingPongBenchmark.class.getName() + ".httpPingPong", result.get("benchmark").getAsString());
        assertEquals("321", result.getAsJsonObject("params").get("httpPingPongCount").getAsString());
        assertEquals("net-http", result.getAsJsonObject("params").get("variant").getAsString(), "named by its stack");
        assertTrue(run.out().contains("go/net-http httpPingPong on CPUs "), run.out());
        assertTrue(run.out().contains(Launcher.NOT_RUN + "go/goroutines httpPingPong: " + Variant.NO_HTTP_STACK),
                run.out());
        assertEquals("ms/op", result.getAsJsonObject("primaryMetric").get("scoreUnit").getAsString());
        assertEquals(321, result.getAsJsonObject("secondaryMetrics").getAsJsonObject("messagesPerOp").get("score")
                .getAsDouble(), "ns per round trip divides by the round trips");

        Map<Reference, String> why = Map.of(Reference.ERLANG, "Erlang/OTP's inets has an HTTP server (httpd) and"
                + " client (httpc), but the Erlang reference does not play the http workloads yet", Reference.CPP,
                "the C++ standard library has no sockets");
        for (Map.Entry<Reference, String> e : why.entrySet()) {
            Run other = launch(e.getKey(), StandIns.allTools(standIns), plan("httpPingPong,httpThroughput"));
            assertEquals(0, other.status(), other.out());
            for (String workload : List.of("httpPingPong", "httpThroughput")) {
                assertTrue(other.out().contains(Launcher.NOT_RUN + e.getKey().frameworkName() + "/"
                        + e.getKey().variant() + " " + workload + ": " + workload + " runs on an HTTP server and"
                        + " client: " + e.getValue()), other.out());
            }
        }
    }

    /** Without a CPU for the load generator, Go's httpThroughput is not run, with the JVM launcher's reason. */
    @Test
    void httpThroughputWithoutALoadGeneratorCpuIsNotRun() throws IOException {
        Path standIns = StandIns.copyTo(dir.resolve("standin"));
        Parameters p = plan("httpThroughput");
        assertEquals("", p.text(Parameter.loadCpuList), "the plan leaves it to the suite");
        Run run = launch(Reference.GO, StandIns.allTools(standIns), p);
        assertEquals(0, run.status(), run.out());
        assertEquals(Launcher.NOT_RUN + "go/net-http httpThroughput: " + Launcher.loadGeneratorMissing(p)
                .orElseThrow(), run.out().lines().filter(l -> l.contains("net-http httpThroughput: ")).findFirst()
                .orElseThrow(), run.out());
        assertFalse(Files.exists(dir.resolve("jmh/go.json")));
    }

    /** The costs a reference's benchmarks print, as a module's launcher prints them: what the suite keeps in costs.tsv. */
    private static List<BenchmarkCost> costs(Run run) {
        return run.out().lines().filter(l -> l.startsWith(BenchmarkCost.LINE))
                .map(l -> BenchmarkCost.parse(l.substring(BenchmarkCost.LINE.length())).orElseThrow()).toList();
    }

    /**
     * After each workload, the cost line a module's launcher prints: the workload's benchmarks (one per depth here)
     * and forks at the run's sizes, so that later runs estimate a reference's time as they estimate a module's.
     */
    @Test
    void printsEachWorkloadsCostAsAModulesLauncherDoes() throws IOException {
        Path standIns = StandIns.copyTo(dir.resolve("standin"));
        Parameters p = plan("ring,pingpong").with(Parameter.stackDepth, "0,64");
        Run run = launch(Reference.GO, StandIns.allTools(standIns), p);
        assertEquals(0, run.status(), run.out());
        List<BenchmarkCost> costs = costs(run);
        assertEquals(List.of("ring", "pingpong"), costs.stream().map(BenchmarkCost::workload).toList(), run.out());
        for (BenchmarkCost cost : costs) {
            Workload workload = Workload.byName(cost.workload());
            assertEquals(BenchmarkCost.of(cost.cpuSet(), "go", "goroutines", workload, p, 2, cost.seconds()), cost,
                    "two depths, two forks each, the plan's sizes as the JVM's launcher names them");
            assertTrue(cost.seconds() > 0, cost.toString());
        }
        assertEquals(BenchmarkSizes.of(Workload.RING, p), costs.get(0).sizes());
    }

    /** With the run's deadline near, a benchmark that would not end in time is not run, said as a module says it. */
    @Test
    void aBenchmarkThatWouldNotEndWithinTheTimeBudgetIsNotRun() throws IOException {
        Path standIns = StandIns.copyTo(dir.resolve("standin"));
        Parameters p = plan("ring,pingpong").with(Parameter.timeBudget, "45m");
        long now = System.currentTimeMillis();
        Map<String, String> env = new java.util.HashMap<>(StandIns.allTools(standIns));
        // the plan's estimates: ring 1 s, pingpong an hour; 10 minutes left for the benchmarks
        env.putAll(new Progress(0, 2, now, 0, 3601, List.of(1.0, 3600.0), now + 600_000).environment());
        Run run = launch(Reference.GO, env, p);
        assertEquals(0, run.status(), run.out());
        assertTrue(run.out().contains(Launcher.NOT_RUN + "go/goroutines pingpong: timeBudget=45m: estimated "),
                run.out());
        JsonArray results = JsonParser.parseString(Files.readString(dir.resolve("jmh/go.json"))).getAsJsonArray();
        assertEquals(List.of(RingBenchmark.class.getName() + ".ring"), results.asList().stream()
                .map(r -> r.getAsJsonObject().get("benchmark").getAsString()).toList(), "ring fits, and runs");
        assertEquals(List.of("ring"), costs(run).stream().map(BenchmarkCost::workload).toList(),
                "no cost for what did not run");
    }

    /** Each stack depth is a benchmark of its own, its depth given to the program and recorded, as JMH's param. */
    @Test
    void ringAndPingPongRunOnceAtEachDepthEachRecordedWithItsDepth() throws IOException {
        Path standIns = StandIns.copyTo(dir.resolve("standin"));
        Run run = launch(Reference.GO, StandIns.allTools(standIns), plan("ring,pingpong")
                .with(Parameter.stackDepth, "0,64").with(Parameter.variants, "goroutines"));
        assertEquals(0, run.status(), run.out());
        assertFalse(run.out().contains(Launcher.NOT_RUN), run.out());
        JsonArray results = JsonParser.parseString(Files.readString(dir.resolve("jmh/go.json"))).getAsJsonArray();
        assertEquals(4, results.size(), "ring and pingpong at depths 0 and 64");
        List<String> seen = new ArrayList<>();
        results.forEach(r -> seen.add(r.getAsJsonObject().get("benchmark").getAsString().replaceAll(".*\\.", "")
                + " " + r.getAsJsonObject().getAsJsonObject("params").get("stackDepth").getAsString()));
        assertEquals(List.of("ring 0", "ring 64", "pingpong 0", "pingpong 64"), seen);
        for (String depth : List.of("0", "64")) {
            assertTrue(run.out().contains(" stackDepth=" + depth + " httpPingPongCount="), "the program is given each"
                    + " depth (Go's last argument is httpPingPong's count): " + run.out());
        }
    }

    @Test
    void sieveSelectAndBigRunWithTheirSizesAndTheirOwnMessagesPerOp() throws IOException {
        Path standIns = StandIns.copyTo(dir.resolve("standin"));
        Parameters p = plan("sieve,select,big");
        Run run = launch(Reference.GO, StandIns.allTools(standIns), p);
        assertEquals(0, run.status(), run.out());
        assertTrue(run.out().contains(" sieveLimit=" + p.text(Parameter.sieveLimit) + " selectSources="
                + p.text(Parameter.selectSources) + " selectMessages=" + p.text(Parameter.selectMessages)
                + " bigActors=" + p.text(Parameter.bigActors) + " bigPings=" + p.text(Parameter.bigPings)
                + " bigPeerCheck=" + Long.toUnsignedString(Big.sizes(p).peerCheck()) + " stackDepth=0 httpPingPongCount="
                + p.text(Parameter.httpPingPongCount) + "\n"), run.out());
        JsonArray runs = JsonParser.parseString(Files.readString(dir.resolve("jmh/go.json"))).getAsJsonArray();
        List<Long> perOp = List.of(Sieve.sizes(p).messagesPerOp(), Select.sizes(p).messagesPerOp(), Big.sizes(p).messagesPerOp());
        List<String> classes = List.of(SieveBenchmark.class.getName(), SelectBenchmark.class.getName(),
                BigBenchmark.class.getName());
        assertEquals(3, runs.size());
        for (int i = 0; i < 3; i++) {
            JsonObject result = runs.get(i).getAsJsonObject();
            assertTrue(result.get("benchmark").getAsString().startsWith(classes.get(i) + "."), result.toString());
            assertEquals((double) perOp.get(i), result.getAsJsonObject("secondaryMetrics")
                    .getAsJsonObject("messagesPerOp").get("score").getAsDouble());
        }
        JsonObject sieveParams = runs.get(0).getAsJsonObject().getAsJsonObject("params");
        assertEquals(p.text(Parameter.sieveLimit), sieveParams.get("sieveLimit").getAsString());
    }

    @Test
    void footprintIsRecordedPerActorUnderItsOwnLabelAndNotAsTheHeap() throws IOException {
        Path standIns = StandIns.copyTo(dir.resolve("standin"));
        Parameters p = plan("footprint").with(Parameter.footprintActors, "1000");
        Run run = launch(Reference.ERLANG, StandIns.allTools(standIns), p);
        assertEquals(0, run.status(), run.out());
        JsonObject footprint = JsonParser.parseString(Files.readString(dir.resolve("jmh/go.json"))).getAsJsonArray()
                .get(0).getAsJsonObject();
        assertEquals(FootprintBenchmark.class.getName() + ".footprint", footprint.get("benchmark").getAsString());
        assertEquals("ss", footprint.get("mode").getAsString());
        assertEquals(FootprintBenchmark.WARM_UP_OPS, footprint.get("warmupIterations").getAsInt());
        assertEquals(FootprintBenchmark.MEASURED_OPS, footprint.get("measurementIterations").getAsInt());
        JsonObject secondary = footprint.getAsJsonObject("secondaryMetrics");
        assertFalse(secondary.has(FootprintBenchmark.HEAP), "a whole process is not a heap");
        JsonObject process = secondary.getAsJsonObject(FootprintBenchmark.PROCESS);
        assertEquals(FootprintBenchmark.UNIT, process.get("scoreUnit").getAsString());
        // the stand-in holds 2000 + (its pid mod 97) bytes more per actor, the same in every op of a fork
        for (JsonElement fork : process.getAsJsonArray("rawData")) {
            List<Double> ops = fork.getAsJsonArray().asList().stream().map(JsonElement::getAsDouble).toList();
            assertEquals(FootprintBenchmark.MEASURED_OPS, ops.size());
            assertTrue(ops.stream().allMatch(b -> b.equals(ops.get(0)) && b >= 2000 && b < 2097), ops.toString());
        }
        assertTrue(Report.summaryOf(dir.resolve("jmh/go.json")).contains("footprint of the references"),
                "the report reads it, apart from the JVM's rows");
    }

    @Test
    void latencyRunsEachRateWithThePacerChosenHereAndRecordsLatencysFigures() throws IOException {
        Path standIns = StandIns.copyTo(dir.resolve("standin"));
        Parameters p = plan("latency").with(Parameter.latencyRates, "1000,3000").with(Parameter.latencyDuration, "1");
        Run run = launch(Reference.GO, StandIns.allTools(standIns), p);
        assertEquals(0, run.status(), run.out());
        String chosen = p.pacer(Runtime.getRuntime().availableProcessors()).publicName();
        assertTrue(run.out().contains(" pacer=" + chosen + " "), "the program is given the pacer chosen, not auto: "
                + run.out());
        JsonArray runs = JsonParser.parseString(Files.readString(dir.resolve("jmh/go.json"))).getAsJsonArray();
        assertEquals(2, runs.size(), "one benchmark per rate");
        for (int r = 0; r < 2; r++) {
            JsonObject latency = runs.get(r).getAsJsonObject();
            int rate = List.of(1000, 3000).get(r);
            assertEquals(LatencyBenchmark.class.getName() + ".latency", latency.get("benchmark").getAsString());
            assertEquals(LatencyBenchmark.MEASURED_OPS, latency.get("measurementIterations").getAsInt());
            JsonObject params = latency.getAsJsonObject("params");
            assertEquals(Integer.toString(rate), params.get("latencyRate").getAsString());
            assertEquals(chosen, params.get("pacer").getAsString());
            JsonObject secondary = latency.getAsJsonObject("secondaryMetrics");
            assertEquals(2.0 * rate, secondary.getAsJsonObject("messagesPerOp").get("score").getAsDouble());
            JsonObject achieved = secondary.getAsJsonObject(LatencyBenchmark.PREFIX + LatencyBenchmark.ACHIEVED);
            assertEquals(LatencyBenchmark.PER_SECOND, achieved.get("scoreUnit").getAsString());
            assertEquals(rate + 0.5, achieved.get("score").getAsDouble(), 1e-9);
            // the stand-in's p99 is 3000 ns: 3 us, as LatencyResult gives it
            JsonObject p99 = secondary.getAsJsonObject(LatencyBenchmark.PREFIX + "p99");
            assertEquals(LatencyBenchmark.MICROS, p99.get("scoreUnit").getAsString());
            assertEquals(3.0, p99.get("score").getAsDouble(), 1e-9);
            JsonObject late = secondary.getAsJsonObject(LatencyBenchmark.PREFIX + LatencyBenchmark.LATENESS_P99);
            assertEquals(0.2 + 0.002, late.get("score").getAsDouble(), 1e-9, "200 + i ns over ops 1, 2, 3");
        }
    }

    @Test
    void aSizeTheProgramCannotHoldIsNotRunWithItsOwnLine() throws IOException {
        Path standIns = StandIns.copyTo(dir.resolve("standin"));
        Run run = launch(Reference.ERLANG, StandIns.allTools(standIns), plan("spawn").with(Parameter.spawnLeaves,
                "100000"));
        assertEquals(0, run.status(), run.out());
        assertTrue(run.out().contains(Launcher.NOT_RUN + "erlang/processes spawn: cannot hold 100000 leaves at once"),
                run.out());
    }

    @Test
    void describesItselfAsAReferenceWithItsToolchainsVersion() throws IOException {
        Path standIns = StandIns.copyTo(dir.resolve("standin"));
        Path description = dir.resolve("go.json");
        Run run = launch(Reference.GO, StandIns.allTools(standIns), plan("ring"), Launcher.DESCRIBE,
                description.toString());
        assertEquals(0, run.status());
        assertEquals(List.of("goroutines", "net-http"), run.out().strip().lines().toList());
        JsonObject d = JsonParser.parseString(Files.readString(description)).getAsJsonObject();
        assertEquals("go", d.get("framework").getAsString());
        assertEquals("go-standin", d.get("version").getAsString());
        assertTrue(d.getAsJsonObject("variants").has("goroutines"));
        assertEquals("net/http Server and Client of go-standin", d.getAsJsonObject(FrameworkDescription.HTTP_STACKS)
                .get("net-http").getAsString(), "the HTTP variant is named by its stack, as the JVM's are");
        assertEquals("net-http is an HTTP stack and runs only the http workloads; goroutines measures its runtime on"
                + " ring", d.getAsJsonObject(FrameworkDescription.REFUSES).getAsJsonObject("net-http").get("ring")
                .getAsString());
        assertEquals("sudo apt-get install golang-go", d.getAsJsonObject("reference").get("install").getAsString());
    }

    @Test
    void refusesAVariantItDoesNotHave() throws IOException {
        Path standIns = StandIns.copyTo(dir.resolve("standin"));
        ParameterException e = assertThrows(ParameterException.class, () -> launch(Reference.GO,
                StandIns.allTools(standIns), plan("ring").with(Parameter.variants, "vthreads")));
        assertTrue(e.getMessage().startsWith("variants: go has the variants goroutines, net-http; asked for vthreads"),
                e.getMessage());
    }

    @Test
    void theFaultBuildFailsTheRunWithTheProgramsInvalidLine() throws IOException {
        Path standIns = StandIns.copyTo(dir.resolve("standin"));
        for (Reference r : Reference.values()) {
            ReferenceProgram program = new ReferenceProgram(r, standIns.resolve("sources"), dir.resolve("build"),
                    StandIns.allTools(standIns));
            Path broken = program.build(true);
            ReferenceProgram.ProgramFailure e = assertThrows(ReferenceProgram.ProgramFailure.class,
                    () -> program.runFork(broken, plan("ring"), Workload.RING));
            assertTrue(e.getMessage().startsWith(r.frameworkName() + "/" + r.variant() + " ring: invalid: ring: "),
                    e.getMessage());
        }
    }
}
