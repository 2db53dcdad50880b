package ringside.reference;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.HdrHistogram.Histogram;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.results.RunResult;
import ringside.bench.IterationResults;
import ringside.bench.LatencyBenchmark;
import ringside.declaration.Declarations;
import ringside.declaration.Footprint;
import ringside.http.HttpLoadProgram;
import ringside.http.HttpThroughputBenchmark;
import ringside.http.PlaintextCheck;
import ringside.parameters.Parameter;
import ringside.parameters.Parameters;
import ringside.tck.TckCases;
import ringside.workload.InvalidResultException;
import ringside.workload.Workload;

/**
 * The real reference programs (references/go, erlang, cpp) through the runner: built as the suite builds them, every
 * workload they play run at small sizes at parallelism 1 and 2 and read back, and each workload's fault build failing
 * with the program's {@code invalid:} line, as the TCK fails a broken JVM module. Without a toolchain these skip with
 * the command that installs it, unless {@code -Dringside.requireToolchains=true} (CI), which fails instead.
 */
class ReferenceProgramsTest {
    /** The system property that turns a missing toolchain or program from a skip into a failure. */
    static final String REQUIRE = TckCases.REQUIRE_TOOLCHAINS;
    /** The workloads the programs play. */
    private static final List<Workload> PLAYED = List.of(Workload.RING, Workload.PINGPONG, Workload.FANOUT,
            Workload.CONTENTION, Workload.SPAWN, Workload.SIEVE, Workload.SELECT, Workload.BIG, Workload.FOOTPRINT,
            Workload.LATENCY, Workload.HTTP_PING_PONG);
    /** A depth above 0 for ring and ping-pong: every receive that deep, checked by each program. */
    private static final int DEPTH = 5;
    private static final Path SOURCES = Path.of("..", Reference.FOLDER).toAbsolutePath().normalize();
    private static final Map<Reference, Path> BUILT = new EnumMap<>(Reference.class);
    private static final Map<Reference, Path> BROKEN = new EnumMap<>(Reference.class);

    /**
     * Small sizes: every op is quick, yet every actor, hop and check is there. Latency's op is a second; the pacer
     * parks at parallelism 1 and spins at 2, so both pacers of each program run (the runner resolves auto).
     */
    private static Parameters small(int parallelism) {
        return Parameters.resolve(Map.ofEntries(Map.entry("quick", "1"), Map.entry("warmupIterations", "1"),
                Map.entry("iterations", "2"), Map.entry("iterationTime", "20"), Map.entry("opTimeout", "30"),
                Map.entry("parallelism", Integer.toString(parallelism)), Map.entry("workerCount", "5"),
                Map.entry("ringSize", "101"), Map.entry("pingPongCount", "50"), Map.entry("fanOutWorkers", "3"),
                Map.entry("fanOutMessages", "301"), Map.entry("contentionSenders", "7"),
                Map.entry("contentionMessages", "350"), Map.entry("spawnBranching", "3"),
                Map.entry("spawnLeaves", "81"), Map.entry("footprintActors", "200"), Map.entry("latencyRates", "2000"),
                Map.entry("latencyDuration", "1"), Map.entry("pacer", parallelism == 1 ? "parking" : "precise"),
                Map.entry("sieveLimit", "300"), Map.entry("selectSources", "3"), Map.entry("selectMessages", "200"),
                Map.entry("bigActors", "5"), Map.entry("bigPings", "40"), Map.entry("httpPingPongCount", "50"),
                Map.entry("httpConnections", "4"), Map.entry("httpDuration", "1"))::get);
    }

    /**
     * The program of a reference on this machine; skipped (or, when required, failed) without it; skipped with the
     * reason where the program does not play the workload at that depth yet ({@link Reference#notPlayed}).
     */
    private static ReferenceProgram program(Reference r, Workload workload, int stackDepth) {
        r.notPlayed(workload, stackDepth).ifPresent(why -> assumeTrue(false, why));
        ReferenceProgram program = new ReferenceProgram(r, SOURCES, SOURCES.resolve(ReferenceLauncher.BUILD_FOLDER)
                .resolve("test"), System.getenv());
        String missing = program.tools().missing().map(tool -> Tools.notInstalled(r, tool))
                .orElse(Files.isDirectory(SOURCES.resolve(r.frameworkName())) ? null
                        : "no sources in " + SOURCES.resolve(r.frameworkName()));
        if (missing != null) {
            if (Boolean.getBoolean(REQUIRE)) {
                fail(missing + " (required by -D" + REQUIRE + "=true)");
            }
            assumeTrue(false, missing);
        }
        return program;
    }

    private static synchronized Path built(ReferenceProgram program, boolean fault) {
        return (fault ? BROKEN : BUILT).computeIfAbsent(program.reference(), r -> program.build(fault));
    }

    /** Erlang's build compiles every module of references/erlang, in sorted order, in that folder; no toolchain needed. */
    @Test
    void erlangBuildCompilesEveryModuleOfItsFolder() throws IOException {
        List<String> modules;
        try (Stream<Path> files = Files.list(SOURCES.resolve("erlang"))) {
            modules = files.map(f -> f.getFileName().toString()).filter(f -> f.endsWith(".erl")).sorted().toList();
        }
        assertEquals(modules, Reference.ERLANG_MODULES);
        Path out = Path.of("/out");
        assertEquals(Stream.concat(Stream.of("erlc", "-DRINGSIDE_FAULT", "-o", "/out"), modules.stream()).toList(),
                Reference.ERLANG.build(Tools.byName(Reference.ERLANG), SOURCES, out, true));
        assertEquals(SOURCES.resolve("erlang"), Reference.ERLANG.buildFolder(SOURCES));
    }

    /** The C++ build names every .cpp file of references/cpp, in sorted order: a file added there is built too. */
    @Test
    void theCppBuildNamesEveryCppFileOfItsFolder() throws IOException {
        try (Stream<Path> files = Files.list(SOURCES.resolve(Reference.CPP.frameworkName()))) {
            assertEquals(files.map(f -> f.getFileName().toString()).filter(f -> f.endsWith(".cpp")).sorted().toList(),
                    Reference.CPP_SOURCES);
        }
    }

    @TestFactory
    Stream<DynamicTest> everyWorkloadRunsAndIsReadBackAtParallelismOneAndTwo() {
        List<DynamicTest> tests = new ArrayList<>();
        for (Reference r : Reference.values()) {
            for (int parallelism : List.of(1, 2)) {
                for (Workload workload : PLAYED) {
                    tests.add(DynamicTest.dynamicTest(r.frameworkName() + " " + workload.publicName() + " p="
                            + parallelism, () -> {
                                ReferenceProgram program = program(r, workload, 0);
                                Parameters p = small(parallelism);
                                ProgramOutput out = program.runFork(built(program, false), p, workload);
                                assertEquals(Declarations.of(workload).iterations(p), out.measured().size());
                                assertEquals(Declarations.of(workload).warmupIterations(p), out.warmup().size());
                                for (ProgramOutput.Iteration it : out.measured()) {
                                    assertTrue(it.count() >= 1 && it.nanos() >= 1, it.toString());
                                    switch (workload) { // actors and the bytes the process held more; requests
                                        case FOOTPRINT -> {
                                            assertEquals(Footprint.sizes(p).footprintActors(), it.count(), it.toString());
                                            assertEquals(List.of(ProgramOutput.BYTES), List.copyOf(it.figures()
                                                    .keySet()), it.toString());
                                        }
                                        case LATENCY -> {
                                            assertEquals(2000, it.count(), it.toString());
                                            assertEquals(ProgramOutput.LATENCY_FIGURES.size(), it.figures().size());
                                            // each latency a value HdrHistogram (3 digits) reports: its bucket's top
                                            Histogram h = new Histogram(3);
                                            it.figures().forEach((name, ns) -> assertTrue(name.equals(
                                                    LatencyBenchmark.ACHIEVED) || h.highestEquivalentValue(
                                                            ns.longValue()) == ns, name + "=" + ns + ": " + it));
                                        }
                                        default -> assertEquals(Map.of(), it.figures(), it.toString());
                                    }
                                }
                            }));
                }
            }
        }
        return tests.stream();
    }

    /** Ring and ping-pong with every receive {@link #DEPTH} calls deep; each program checks its depth per op. */
    @TestFactory
    Stream<DynamicTest> ringAndPingPongRunAtADepth() {
        List<DynamicTest> tests = new ArrayList<>();
        for (Reference r : Reference.values()) {
            for (int parallelism : List.of(1, 2)) {
                for (Workload workload : List.of(Workload.RING, Workload.PINGPONG)) {
                    tests.add(DynamicTest.dynamicTest(r.frameworkName() + " " + workload.publicName() + " stackDepth "
                            + DEPTH + " p=" + parallelism, () -> {
                                ReferenceProgram program = program(r, workload, DEPTH);
                                Parameters p = small(parallelism).with(Parameter.stackDepth, Integer.toString(DEPTH));
                                assertTrue(program.command(Path.of("."), p, workload).contains("stackDepth=" + DEPTH));
                                ProgramOutput out = program.runFork(built(program, false), p, workload);
                                assertEquals(Declarations.of(workload).iterations(p), out.measured().size());
                            }));
                }
            }
        }
        return tests.stream();
    }

    @TestFactory
    Stream<DynamicTest> eachWorkloadsFaultBuildFailsWithItsInvalidLine() {
        List<DynamicTest> tests = new ArrayList<>();
        for (Reference r : Reference.values()) {
            for (Workload workload : PLAYED) {
                tests.add(DynamicTest.dynamicTest(r.frameworkName() + " fault " + workload.publicName(), () -> {
                    ReferenceProgram program = program(r, workload, 0);
                    Path broken = built(program, true);
                    ReferenceProgram.ProgramFailure e = assertThrows(ReferenceProgram.ProgramFailure.class,
                            () -> program.runFork(broken, small(2), workload));
                    assertTrue(e.getMessage().contains(": invalid: " + workload.publicName() + ": "), e.getMessage());
                }));
            }
        }
        return tests.stream();
    }

    /**
     * httpThroughput's server: it answers the plaintext exchange once started, and is gone once closed; its fault
     * build's wrong body fails the readiness check.
     */
    @TestFactory
    Stream<DynamicTest> theHttpThroughputServerAnswersAndItsFaultIsCaught() {
        List<DynamicTest> tests = new ArrayList<>();
        for (Reference r : Reference.values()) {
            tests.add(DynamicTest.dynamicTest(r.frameworkName() + " httpThroughput server", () -> {
                ReferenceProgram program = program(r, Workload.HTTP_THROUGHPUT, 0);
                Duration timeout = Duration.ofSeconds(30);
                int port;
                try (ReferenceServer server = program.serve(built(program, false), small(1))) {
                    port = server.port();
                    PlaintextCheck.answers(port, timeout);
                    assertEquals(program.toolchainVersion(), server.version(), "the runtime's, as its header says");
                }
                assertThrows(IOException.class, () -> PlaintextCheck.answers(port, timeout), "killed at the end");
                try (ReferenceServer broken = program.serve(built(program, true), small(1))) {
                    assertThrows(InvalidResultException.class, () -> PlaintextCheck.answers(broken.port(), timeout));
                }
            }));
        }
        return tests.stream();
    }

    /**
     * One httpThroughput fork as the launcher runs it: the program serves, the JVM benchmark's op drives it with the
     * load generator, its fixed ops per fork, the measured ones with the fixed rate's figures; and the JMH result
     * reads back as the report's httpThroughput row. Needs the load generator (Go) as well.
     */
    @TestFactory
    Stream<DynamicTest> anHttpThroughputForkRunsTheJvmsOpAgainstTheProgram() {
        List<DynamicTest> tests = new ArrayList<>();
        for (Reference r : Reference.values()) {
            tests.add(DynamicTest.dynamicTest(r.frameworkName() + " httpThroughput fork", () -> {
                ReferenceProgram program = program(r, Workload.HTTP_THROUGHPUT, 0);
                HttpLoadProgram.unavailable().ifPresent(why -> assumeTrue(false, why));
                Parameters p = small(1);
                ProgramOutput out = ReferenceLauncher.throughputFork(program, built(program, false), p);
                assertEquals(HttpThroughputBenchmark.WARM_UP_OPS, out.warmup().size());
                assertEquals(HttpThroughputBenchmark.MEASURED_OPS, out.measured().size());
                for (ProgramOutput.Iteration it : out.measured()) {
                    assertTrue(it.count() >= 1, it.toString());
                    assertEquals(it.count(), it.figure(IterationResults.MESSAGES_PER_OP), it.toString());
                    assertTrue(it.figure(HttpThroughputBenchmark.OFFERED) >= 1, it.toString());
                    assertTrue(it.figures().containsKey(HttpThroughputBenchmark.PREFIX + "p99.9"), it.toString());
                }
                assertTrue(out.warmup().stream().noneMatch(it -> it.figures().containsKey(
                        HttpThroughputBenchmark.OFFERED)), "warm-up ops run closed loop only");
                RunResult result = JmhFormat.run(Workload.HTTP_THROUGHPUT, ReferenceLauncher.params(r, p,
                        Workload.HTTP_THROUGHPUT, "0"), List.of(out), 0, 0, List.of("ringside-go"));
                assertEquals(4, Integer.parseInt(result.getParams().getParam("httpConnectionCount")));
                assertEquals(Mode.SingleShotTime, result.getParams().getMode());
                assertEquals(out.measured().stream().mapToDouble(it -> it.figure(
                        HttpThroughputBenchmark.REQUESTS_PER_SECOND)).average().orElseThrow(),
                        result.getSecondaryResults().get(HttpThroughputBenchmark.REQUESTS_PER_SECOND).getScore(), 1e-6);
            }));
        }
        return tests.stream();
    }
}
