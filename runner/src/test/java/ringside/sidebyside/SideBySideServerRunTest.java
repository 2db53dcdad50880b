package ringside.sidebyside;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.LocalDateTime;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import ringside.parameters.CpuAffinity;
import ringside.parameters.CpuSet;
import ringside.process.LoggedProcess;
import ringside.suite.ModuleCommands;
import ringside.tck.TckCases;

/**
 * A plaintext row run with stand-in server JVMs ({@link FakePlaintextServer}) and the real load generator on the
 * CPUs outside cpuList: measured from outside when both serve, failed (its JVM killed) when one answers a wrong
 * body, never prints its port or ends before it listens. Skipped without Go, as the generator's own tests are.
 */
class SideBySideServerRunTest {
    @TempDir
    Path dir;

    /** Each side's server as {@code mode} says; records the commands' main classes and JVM arguments. */
    private record StandIns(String program, String ringside, List<String> seen) implements ModuleCommands {
        @Override
        public List<String> describe(String framework, Path description, Path plan) {
            return List.of("sh", "-c", "echo '{\"framework\": \"" + framework + "\", \"jvmArgs\": [\"-Xmx64m\"]}' >"
                    + " \"$1\"", "describe", description.toString());
        }

        @Override
        public List<String> run(String framework, CpuSet cpus, Path plan) {
            throw new UnsupportedOperationException();
        }

        @Override
        public List<String> report(Path outDir) {
            throw new UnsupportedOperationException();
        }

        @Override
        public List<String> program(String framework, CpuSet cpus, List<String> jvmArgs, boolean testClasses,
                String main, List<String> args) {
            seen.add(main + " " + String.join(" ", jvmArgs) + " " + String.join(" ", args));
            return List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(), "-Xmx64m", "-cp",
                    System.getProperty("java.class.path"), FakePlaintextServer.class.getName(),
                    testClasses ? program : ringside);
        }
    }

    /** cpuList: this process's first CPU; the generator gets the rest (the test needs two CPUs or more). */
    private static Map<String, String> env(Path outDir) {
        CpuSet mine = CpuSet.available(CpuAffinity.current());
        Assumptions.assumeTrue(mine.size() >= 2, "the server and the generator need a CPU each");
        return Map.of("outDir", outDir.toString(), "cpuList", Integer.toString(mine.cpus().first()), "frameworks",
                "vertx", "benchmarks", "httpThroughput", "httpConnections", "4,8", "sideBySideJvms", "1",
                "sideBySideWarmup", "1", "sideBySideTime", "1", "opTimeout", "10");
    }

    private int run(StandIns standIns, ByteArrayOutputStream err) throws Exception {
        TckCases.httpLoadProgram(); // skipped without Go
        Map<String, String> env = env(dir.resolve("out"));
        SideBySideSettings settings = SideBySideSettings.resolve(env, List.of("vertx"), CpuAffinity.current(),
                LocalDateTime.now());
        return new SideBySideRun(settings, standIns, "abc1234", env, new PrintStream(new ByteArrayOutputStream()),
                new PrintStream(err, true, StandardCharsets.UTF_8)).run();
    }

    @Test
    void measuresEachSideOncePerConnectionCountWithTheGenerator() throws Exception {
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        List<String> seen = new ArrayList<>();
        assertEquals(0, run(new StandIns("good", "good", seen), err), err.toString(StandardCharsets.UTF_8));
        Path out = dir.resolve("out");
        List<String> results = Files.readAllLines(out.resolve("results.csv"));
        assertEquals(5, results.size(), results.toString());
        List<String> names = results.stream().skip(1).map(l -> String.join(",", List.of(l.split(",")).subList(0, 3))
                + "," + l.substring(l.lastIndexOf(',') + 1)).toList();
        assertEquals(List.of("vertx-plaintext@4,program,1,req/s", "vertx-plaintext@4,ringside,1,req/s",
                "vertx-plaintext@8,program,1,req/s", "vertx-plaintext@8,ringside,1,req/s"), names);
        for (String line : results.subList(1, results.size())) {
            assertTrue(Double.parseDouble(line.split(",")[3]) > 0, line);
        }
        assertTrue(seen.get(0).startsWith("ringside.vertx.plain.TfbPlaintextServer -Xmx64m -Dvertx."), seen.get(0));
        assertTrue(seen.get(0).endsWith(" 1"), "parallelism only: " + seen.get(0));
        assertEquals(RingsideServer.class.getName() + " -Xmx64m vertx http-server 1", seen.get(1));
        String loadCpus = CpuSet.available(CpuAffinity.current()).cpus().stream().skip(1).map(String::valueOf)
                .reduce((a, b) -> a + "," + b).orElseThrow();
        assertTrue(Files.readString(out.resolve("env.json")).contains("\"loadCpuList\": \""
                + CpuSet.parse(loadCpus, CpuSet.available(CpuAffinity.current())) + "\""));
        assertTrue(Files.readString(out.resolve("logs/vertx-plaintext@8.ringside.jvm1.log"))
                .contains(ListeningLine.PREFIX));
        String table = SideBySideTable.markdown(out);
        assertTrue(table.contains("| vertx-plaintext, 4 connections, req/s |"), table);
        assertTrue(table.contains("higher is faster"), table);
        assertTrue(table.contains("| Ringside's plaintext server |"), table);
    }

    @Test
    void aServerAnsweringAWrongBodyFailsItsRow() throws Exception {
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        assertEquals(1, run(new StandIns("good", "wrong-body", new ArrayList<>()), err));
        String jvms = Files.readString(dir.resolve("out").resolve(SideBySideRun.JVMS));
        assertTrue(jvms.contains("vertx-plaintext@4\tringside\t1\tfailed: GET http://127.0.0.1:"), jvms);
        assertTrue(jvms.contains("with body 'Hello, world?'"), jvms);
        assertEquals(1, Files.readAllLines(dir.resolve("out").resolve("results.csv")).size());
    }

    @Test
    void aWrongBodyAfterTheCheckIsCaughtByTheGenerator() throws Exception {
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        assertEquals(1, run(new StandIns("wrong-later", "good", new ArrayList<>()), err));
        String jvms = Files.readString(dir.resolve("out").resolve(SideBySideRun.JVMS));
        assertTrue(jvms.contains("vertx-plaintext@4\tprogram\t1\tfailed: "), jvms);
        assertTrue(jvms.contains("a run with any error is not a result"), jvms);
        Path log = dir.resolve("out").resolve("logs/vertx-plaintext@4.program.jvm1.log");
        assertTrue(pidOf(log).isPresent(), "its log holds its pid");
        assertFalse(alive(log), "the failed server was killed");
    }

    @Test
    void aServerThatNeverPrintsItsPortFailsWithinItsBoundAndIsKilled() throws Exception {
        Path generator = TckCases.httpLoadProgram();
        ServerMeasurement measurement = new ServerMeasurement(generator, CpuSet.available(CpuAffinity.current()), 0,
                1, Duration.ofSeconds(5), Duration.ofSeconds(3));
        Path log = dir.resolve("silent.log");
        LoggedProcess.Failure failure = assertThrows(LoggedProcess.Failure.class, () -> measurement.requestsPerSecond(
                fake("silent"), log, 4, "silent"));
        assertTrue(failure.getMessage().startsWith("it printed no line '" + ListeningLine.PREFIX + "<port>' within 3"
                + " s"), failure.getMessage());
        assertFalse(alive(log), "the silent server was killed");

        Path exits = dir.resolve("exits.log");
        failure = assertThrows(LoggedProcess.Failure.class, () -> measurement.requestsPerSecond(fake("exits"), exits, 4,
                "exits"));
        assertTrue(failure.getMessage().startsWith("it ended (exit status 3) before printing a line '"
                + ListeningLine.PREFIX), failure.getMessage());
    }

    @Test
    void anInterruptedMeasurementKillsItsServer() throws Exception {
        ServerMeasurement measurement = new ServerMeasurement(TckCases.httpLoadProgram(),
                CpuSet.available(CpuAffinity.current()), 0, 1, Duration.ofSeconds(5), Duration.ofMinutes(5));
        Path log = dir.resolve("interrupted.log");
        java.util.concurrent.CompletableFuture<Throwable> ended = new java.util.concurrent.CompletableFuture<>();
        Thread runner = new Thread(() -> {
            try {
                measurement.requestsPerSecond(fake("silent"), log, 4, "interrupted");
                ended.complete(null);
            } catch (Throwable t) {
                ended.complete(t);
            }
        });
        runner.start();
        while (pidOf(log).isEmpty()) { // the fake prints its pid first; its log is written as it comes
            Thread.onSpinWait();
        }
        runner.interrupt();
        assertTrue(ended.get(30, java.util.concurrent.TimeUnit.SECONDS) instanceof InterruptedException);
        assertFalse(alive(log), "the interrupted measurement's server was killed");
    }

    @Test
    void aLineWithoutAPortIsRefused() {
        assertEquals(8080, ListeningLine.port(ListeningLine.of(8080)));
        assertThrows(FigureLine.UnreadableOutputException.class, () -> ListeningLine.port(ListeningLine.PREFIX));
        assertThrows(FigureLine.UnreadableOutputException.class, () -> ListeningLine.port(ListeningLine.PREFIX
                + "70000"));
    }

    private static List<String> fake(String mode) {
        return List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(), "-Xmx64m", "-cp",
                System.getProperty("java.class.path"), FakePlaintextServer.class.getName(), mode);
    }

    private static java.util.Optional<Long> pidOf(Path log) throws Exception {
        if (!Files.exists(log)) {
            return java.util.Optional.empty();
        }
        return Files.readAllLines(log).stream().filter(l -> l.startsWith("pid ")).findFirst()
                .map(l -> Long.parseLong(l.substring(4)));
    }

    private static boolean alive(Path log) throws Exception {
        return pidOf(log).flatMap(ProcessHandle::of).map(ProcessHandle::isAlive).orElse(false);
    }
}
