package ringside.loom;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import java.io.IOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.function.Consumer;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import ringside.launcher.Launcher;
import ringside.parameters.CpuAffinity;
import ringside.remote.RemoteServerMain;

/**
 * Remote's faults with real processes: the loom module's launcher runs as the suite runs it (a JVM of its own on CPU
 * 0, JMH forks, the server JVM on CPU 1), and this test kills or stops one of its processes in the middle of an op.
 * Each time the benchmark fails naming what happened, the module goes on to its next benchmark, and the results file
 * holds no result of the failed one.
 */
@Timeout(value = 6, unit = TimeUnit.MINUTES)
class RemoteFaultsTest {
    private static final Pattern SERVER_LINE = Pattern.compile("ringside: remote server loom/\\S+ on [0-9.]+:(\\d+)");

    @TempDir
    Path dir;

    @Test
    void aServerKilledOrStoppedMidOpFailsItsBenchmarkNamingItAndTheNextStillRuns() throws Exception {
        List<ProcessHandle> servers = new ArrayList<>();
        Run run = launch("threads,vthreads", server -> {
            servers.add(server);
            if (servers.size() == 1) {
                server.destroyForcibly(); // SIGKILL
            } else {
                signal("STOP", server); // alive, but answers nothing any more
            }
        });

        assertEquals(1, run.exit, run.log);
        assertEquals(2, servers.size(), run.log);
        assertTrue(run.failed("loom/threads remote").contains("the remote server JVM (pid " + servers.get(0).pid()
                + ") ended (exit status 137: killed by signal 9)"), run.log);
        assertTrue(run.failed("loom/vthreads remote").contains("the remote server JVM (pid " + servers.get(1).pid()
                + ") is running but did not answer the suite's own channel within 2 s: it is stopped or hung"),
                run.log);
        assertTrue(ended(servers.get(1)), "the stopped server is ended with its fork");
        assertEquals(List.of("threads pingpong", "vthreads pingpong"), results());
    }

    @Test
    void aClientKilledMidOpEndsItsServerWhichFreesItsPortAndTheNextStillRuns() throws Exception {
        List<ProcessHandle> servers = new ArrayList<>();
        List<ProcessHandle> clients = new ArrayList<>();
        Run run = launch("threads", server -> {
            servers.add(server);
            ProcessHandle client = server.parent().orElseThrow(); // the JMH fork: taskset execs the server's java
            clients.add(client);
            client.destroyForcibly();
        });

        assertEquals(1, run.exit, run.log);
        assertTrue(run.failed("loom/threads remote").contains("exit code 137 (the fork was killed by signal 9)"), run.log);
        assertTrue(ended(servers.get(0)), "the server ends when its client's fork dies");
        Matcher port = SERVER_LINE.matcher(run.log);
        assertTrue(port.find(), run.log);
        try (ServerSocket free = new ServerSocket(Integer.parseInt(port.group(1)), 1, InetAddress.getLoopbackAddress())) {
            assertTrue(free.isBound());
        }
        assertEquals(List.of("threads pingpong"), results());
    }

    private record Run(int exit, String log) {
        /** The launcher's line for a failed benchmark. */
        String failed(String benchmark) {
            return log.lines().filter(l -> l.startsWith(Launcher.BENCHMARK_FAILED + benchmark + ":")).findFirst()
                    .orElse("no failure line for " + benchmark);
        }
    }

    /**
     * Runs the launcher with remote then ping-pong for each variant, and hands each server JVM to {@code fault} once
     * its op is under way (the fork has printed its first iteration's header and half a second has passed).
     */
    private Run launch(String variants, Consumer<ProcessHandle> fault) throws Exception {
        assumeTrue(CpuAffinity.current().contains("0-") || CpuAffinity.current().contains(","),
                "remote needs two CPUs, the client's and the server's");
        Path log = dir.resolve("launcher.log");
        ProcessBuilder builder = new ProcessBuilder("taskset", "-c", "0", ProcessHandle.current().info().command()
                .orElseThrow(), "-cp", System.getProperty("java.class.path"), Launcher.class.getName())
                .redirectErrorStream(true).redirectOutput(log.toFile());
        builder.environment().putAll(Map.of("variants", variants, "benchmarks", "remote,pingpong", "quick", "1",
                "forks", "1", "remoteRates", "1000", "remoteDuration", "3", "opTimeout", "10", "remoteCpuList", "1",
                "resultFile", dir.resolve("loom.json").toString()));
        Process launcher = builder.start();
        List<Long> seen = new ArrayList<>();
        while (launcher.isAlive()) {
            List<ProcessHandle> servers = launcher.descendants().filter(p -> !seen.contains(p.pid())
                    && commandLine(p).contains(RemoteServerMain.class.getName())).toList();
            for (ProcessHandle server : servers) {
                if (iterationStarted(log, seen.size())) {
                    Thread.sleep(500);
                    seen.add(server.pid());
                    fault.accept(server);
                }
            }
            Thread.sleep(50);
        }
        Run run = new Run(launcher.waitFor(), Files.readString(log, StandardCharsets.UTF_8));
        run.log.lines().filter(l -> l.startsWith(Launcher.BENCHMARK_FAILED)).forEach(System.out::println);
        return run;
    }

    /** Whether the fork of the {@code n}th server (from 0) has started an iteration: its header follows its line. */
    private static boolean iterationStarted(Path log, int n) throws IOException {
        String text = Files.readString(log, StandardCharsets.UTF_8);
        int at = -1;
        for (int i = 0; i <= n; i++) {
            at = text.indexOf("ringside: remote server ", at + 1);
            if (at < 0) {
                return false;
            }
        }
        return text.indexOf("Iteration   1:", at) > 0;
    }

    /** Whether the process has ended, or ends within a bound generous on a loaded machine. */
    private static boolean ended(ProcessHandle process) throws InterruptedException {
        try {
            process.onExit().get(60, TimeUnit.SECONDS);
            return true;
        } catch (ExecutionException | TimeoutException e) {
            return false;
        }
    }

    /** Linux's whole command line: ProcessHandle.Info cuts a long one (the class path) before the main class. */
    private static String commandLine(ProcessHandle process) {
        try {
            return new String(Files.readAllBytes(Path.of("/proc", Long.toString(process.pid()), "cmdline")),
                    StandardCharsets.UTF_8);
        } catch (IOException e) {
            return ""; // it has ended
        }
    }

    private static void signal(String name, ProcessHandle process) {
        try {
            int exit = new ProcessBuilder("kill", "-" + name, Long.toString(process.pid())).inheritIO().start()
                    .waitFor();
            assertEquals(0, exit, "kill -" + name);
        } catch (IOException e) {
            throw new IllegalStateException(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    /** The benchmarks in the results file, as "variant method" (JMH's method name is the workload's). */
    private List<String> results() throws IOException {
        Path file = dir.resolve("loom.json");
        List<String> found = new ArrayList<>();
        if (Files.exists(file)) {
            for (JsonElement result : JsonParser.parseString(Files.readString(file)).getAsJsonArray()) {
                JsonObject o = result.getAsJsonObject();
                String benchmark = o.get("benchmark").getAsString();
                found.add(o.getAsJsonObject("params").get("variant").getAsString() + " "
                        + benchmark.substring(benchmark.lastIndexOf('.') + 1));
            }
        }
        return found;
    }
}
