package ringside.reference;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import ringside.declaration.Big;
import ringside.declaration.Declarations;
import ringside.declaration.Latency;
import ringside.parameters.Parameter;
import ringside.parameters.Parameters;
import ringside.workload.LatencyWorkload;
import ringside.workload.Workload;

/**
 * One reference's program on this machine: its toolchain as found on PATH, built from its sources into a build folder
 * of its own, and run as fresh processes (forks) with the run's parameters. The program's exit status says how an
 * op went (references/README.md): 0 measured, 2 an argument refused, 3 a result failed its check (or an op timed
 * out), 4 a size it cannot hold.
 */
final class ReferenceProgram {
    /** Exit statuses of the protocol. */
    static final int REFUSED = 2;
    static final int INVALID = 3;
    static final int CANNOT = 4;
    /** Beyond every op's own timeout: a program that does not end in this much more is stopped. */
    private static final Duration GRACE = Duration.ofSeconds(60);

    private final Reference reference;
    private final Tools tools;
    private final Path sources;
    private final Path buildRoot;
    private final Map<String, String> environment;

    /**
     * @param sources the references folder (one sub-folder per reference)
     * @param buildRoot where the builds go, one sub-folder per reference and build
     * @param environment the processes' environment; its PATH is where the tools are looked up
     */
    ReferenceProgram(Reference reference, Path sources, Path buildRoot, Map<String, String> environment) {
        this.reference = reference;
        this.sources = sources;
        this.buildRoot = buildRoot;
        this.environment = Map.copyOf(environment);
        this.tools = Tools.find(reference, environment.get("PATH"));
    }

    Reference reference() {
        return reference;
    }

    Tools tools() {
        return tools;
    }

    /** The toolchain's version as its own command prints it; the reason when it cannot tell. */
    String toolchainVersion() {
        if (!tools.installed()) {
            return "not installed (" + reference.installCommand() + ")";
        }
        Ended ended = start(reference.versionCommand(tools), sources, Duration.ofSeconds(60));
        String out = ended.stdout().strip();
        return ended.status() == 0 && !out.isEmpty() ? reference.version(out.lines().findFirst().orElseThrow())
                : "unknown (" + String.join(" ", reference.versionCommand(tools)) + " exited " + ended.status() + ")";
    }

    /** Builds the program (its fault form when {@code fault}); the build folder, or the build's failure. */
    Path build(boolean fault) {
        Path out = buildRoot.resolve(reference.frameworkName() + (fault ? "-fault" : ""));
        try {
            Files.createDirectories(out);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot create " + out, e);
        }
        List<String> command = buildCommand(out, fault);
        Ended ended = start(command, reference.buildFolder(sources), Duration.ofMinutes(10));
        if (ended.status() != 0) {
            throw new ProgramFailure(reference.frameworkName() + ": the build failed (exit status " + ended.status()
                    + "): " + String.join(" ", command) + ": " + lastLine(ended.stderr() + ended.stdout()));
        }
        return out;
    }

    List<String> buildCommand(Path out, boolean fault) {
        return reference.build(tools, sources, out, fault);
    }

    /**
     * The command of one fork: the program and every argument. {@code p} holds one latency rate and one stack depth
     * (the runner gives each rate and each depth its own benchmark, as JMH does) and the pacer already chosen.
     */
    List<String> command(Path built, Parameters p, Workload workload) {
        List<String> command = new ArrayList<>(reference.run(tools, built, p.text(Parameter.parallelism)));
        for (String name : reference.arguments()) {
            String value = switch (name) {
                case "variant" -> reference.variantFor(workload);
                case "workload" -> workload.publicName();
                case "warmupIterations" -> Integer.toString(Declarations.of(workload).warmupIterations(p));
                case "iterations" -> Integer.toString(Declarations.of(workload).iterations(p));
                case "latencyRate" -> latencyRate(p);
                case "stackDepth" -> Integer.toString(stackDepth(p));
                case "bigPeerCheck" -> Long.toUnsignedString(Big.sizes(p).peerCheck());
                default -> p.text(Parameter.valueOf(name));
            };
            command.add(name + "=" + value);
        }
        return command;
    }

    /** The run's one latency rate (the first where the plan lists several and the workload is not latency). */
    static String latencyRate(Parameters p) {
        return p.list(Parameter.latencyRates).get(0);
    }

    /** The run's one stack depth (the first where the plan lists several and the workload has none). */
    static int stackDepth(Parameters p) {
        return p.stackDepths().get(0);
    }

    /** Latency's op at this run's one rate and its duration (its size checked as the JVM's). */
    static LatencyWorkload latencyWorkload(Parameters p) {
        return Latency.sizes(p).get(0);
    }

    /**
     * httpThroughput's server for one fork: the program started with the fork's arguments, listening once this
     * returns; its start-up bounded by opTimeout.
     */
    ReferenceServer serve(Path built, Parameters p) throws IOException, InterruptedException {
        return new ReferenceServer(command(built, p, Workload.HTTP_THROUGHPUT), built, reference,
                Duration.ofSeconds(p.integer(Parameter.opTimeout)));
    }

    /**
     * One fork: runs the program and parses what it printed. A result that failed its check, a size the program
     * cannot hold, a refused argument or a crash throws, with the program's own line.
     */
    ProgramOutput runFork(Path built, Parameters p, Workload workload) {
        int warmup = Declarations.of(workload).warmupIterations(p);
        int iterations = Declarations.of(workload).iterations(p);
        long opSeconds = p.integer(Parameter.opTimeout) + (workload == Workload.LATENCY
                ? p.integer(Parameter.latencyDuration) : 0);
        Duration limit = Duration.ofMillis((long) (warmup + iterations) * p.integer(Parameter.iterationTime))
                .plusSeconds((warmup + iterations) * opSeconds).plus(GRACE);
        List<String> command = command(built, p, workload);
        Ended ended = start(command, built, limit);
        String label = reference.frameworkName() + "/" + reference.variantFor(workload) + " " + workload.publicName();
        return switch (ended.status()) {
            case 0 -> {
                try {
                    yield ProgramOutput.parse(ended.stdout(), reference, workload, warmup, iterations,
                            Declarations.of(workload).iterationCount(p));
                } catch (IllegalStateException e) {
                    throw new ProgramFailure(label + ": " + e.getMessage());
                }
            }
            case CANNOT -> throw new CannotHold(ended.stdout().lines().filter(l -> l.startsWith("cannot"))
                    .findFirst().orElse("cannot (the program exited " + CANNOT + " without its cannot line)"));
            case INVALID -> throw new ProgramFailure(label + ": " + ended.stderr().lines()
                    .filter(l -> l.startsWith("invalid:")).findFirst()
                    .orElse("exit status 3 without an invalid: line; stderr: " + lastLine(ended.stderr())));
            default -> throw new ProgramFailure(label + ": " + (ended.timedOut() ? "did not end within " + limit
                    .toSeconds() + " s" : "exit status " + ended.status()) + ": " + lastLine(ended.stderr()));
        };
    }

    /** A fork or build that failed: the benchmark, and so the reference's run, fails with this reason. */
    static final class ProgramFailure extends RuntimeException {
        ProgramFailure(String message) {
            super(message);
        }
    }

    /** The program said before any work that it cannot hold this size: the benchmark is not run. */
    static final class CannotHold extends RuntimeException {
        CannotHold(String line) {
            super(line);
        }
    }

    record Ended(int status, String stdout, String stderr, boolean timedOut) {
    }

    /** Runs a command to its end (or its time limit: then it and its children are killed), keeping its output. */
    private Ended start(List<String> command, Path folder, Duration limit) {
        ProcessBuilder pb = new ProcessBuilder(command).directory(folder.toFile());
        pb.environment().clear();
        pb.environment().putAll(environment);
        try {
            Process process = pb.start();
            process.getOutputStream().close();
            CompletableFuture<String> out = read(process.getInputStream());
            CompletableFuture<String> err = read(process.getErrorStream());
            boolean ended = process.waitFor(limit.toMillis(), TimeUnit.MILLISECONDS);
            if (!ended) {
                process.descendants().forEach(ProcessHandle::destroyForcibly);
                process.destroyForcibly();
                process.waitFor();
            }
            return new Ended(ended ? process.exitValue() : -1, out.join(), err.join(), !ended);
        } catch (IOException e) {
            throw new ProgramFailure("cannot start " + command.get(0) + ": " + e.getMessage());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new ProgramFailure("interrupted while running " + command.get(0));
        }
    }

    private static CompletableFuture<String> read(InputStream stream) {
        CompletableFuture<String> text = new CompletableFuture<>();
        Thread.ofPlatform().daemon().name("reference-output").start(() -> { // its own thread: pipes never block
            try (stream) {
                text.complete(new String(stream.readAllBytes(), StandardCharsets.UTF_8));
            } catch (IOException e) {
                text.complete("");
            }
        });
        return text;
    }

    private static String lastLine(String text) {
        List<String> lines = text.lines().filter(l -> !l.isBlank()).toList();
        return lines.isEmpty() ? "(no output)" : lines.get(lines.size() - 1).strip();
    }
}
