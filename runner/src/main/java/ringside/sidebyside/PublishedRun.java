package ringside.sidebyside;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import ringside.output.OutputLayout;
import ringside.parameters.CpuSet;
import ringside.parameters.Parameter;
import ringside.process.LoggedProcess;
import ringside.reference.Reference;
import ringside.suite.RunEnvironment;
import ringside.suite.SuiteSettings;

/**
 * Runs the published ping-pong programs ({@link PublishedProgram}) from the folder that holds them, as the posts
 * ran them: each in {@code sideBySideJvms} fresh processes on every CPU set of the run, the programs taking turns so
 * that a drift of the machine falls on all. It stores {@code env.json}, {@value #TOOLS} (each toolchain's version),
 * {@value #FIGURES} (every process: ok with its ms, or why not) and each process's output in {@code logs/}.
 * Ringside's rows for the same patterns come from a suite run on the same CPU sets ({@link PublishedTable}).
 */
public final class PublishedRun {
    /** Every process of the run: program, CPU set, process number, status, ms. */
    public static final String FIGURES = "published.tsv";
    /** Each toolchain the programs used, with its version. */
    static final String TOOLS = "tools.tsv";
    /** What a stored run of it keeps (docs store): the rest (builds, logs) stays behind. */
    public static final List<String> STORED = List.of(OutputLayout.ENV, FIGURES, TOOLS);
    private static final String BUILD = "build";

    private final SuiteSettings settings;
    private final Path posts;
    private final String commit;
    private final PrintStream out;
    private final PrintStream err;
    private final Path outDir;
    private final OutputLayout layout;

    PublishedRun(SuiteSettings settings, Path posts, String commit, PrintStream out, PrintStream err) {
        this.settings = settings;
        this.posts = posts;
        this.commit = commit;
        this.out = out;
        this.err = err;
        this.outDir = settings.outDir();
        this.layout = new OutputLayout(outDir);
    }

    /** The posts' folder must hold every program's file; the message names those it lacks. */
    static void requirePrograms(Path posts) {
        List<String> missing = new ArrayList<>();
        for (PublishedProgram p : PublishedProgram.values()) {
            if (!Files.isRegularFile(posts.resolve(p.file())) && !missing.contains(p.file())) {
                missing.add(p.file());
            }
        }
        if (!missing.isEmpty()) {
            throw new IllegalArgumentException("'" + posts + "' is not the posts' folder: it lacks "
                    + String.join(", ", missing));
        }
    }

    /** 0 when every program gave its figures, 1 when one could not run or failed. */
    int run() throws IOException, InterruptedException {
        Path build = outDir.resolve(BUILD);
        Files.createDirectories(layout.logs());
        Files.createDirectories(build);
        RunEnvironment.write(outDir, settings.parameters(), settingsCpuSets(), Map.of(), Map.of(), commit,
                settings.moduleTimeout());
        StringBuilder tools = new StringBuilder("tool\tversion\n");
        for (Reference r : toolchains()) {
            tools.append(r.frameworkName()).append('\t').append(r.installed(System.getenv())
                    ? r.toolchainVersion(System.getenv()) : "").append('\n');
        }
        tools.append("java\tJDK ").append(System.getProperty("java.runtime.version")).append(" (as env.json records)\n");
        Files.writeString(outDir.resolve(TOOLS), tools);
        Files.writeString(figures(), "program\tcpu_set\tprocess\tstatus\tms\n");

        Map<PublishedProgram, Path> sources = new LinkedHashMap<>();
        int failed = 0;
        for (PublishedProgram p : PublishedProgram.values()) {
            String missing = p.toolchain().filter(r -> !r.installed(System.getenv()))
                    .map(r -> "not-run: no " + r.language() + " toolchain (" + r.installCommand() + ")").orElse(null);
            String why = missing != null ? missing : prepare(p, build, sources);
            if (why != null) {
                err.println("published: " + p.id() + ": " + why);
                for (CpuSet cpus : settings.cpuSets()) {
                    record(p, cpus, 0, why, "");
                }
                failed++;
            }
        }
        int processes = settings.parameters().integer(Parameter.sideBySideJvms);
        for (CpuSet cpus : settings.cpuSets()) {
            for (int n = 1; n <= processes; n++) {
                for (Map.Entry<PublishedProgram, Path> entry : sources.entrySet()) {
                    PublishedProgram p = entry.getKey();
                    List<String> command = p.run(entry.getValue(), build, cpus, java());
                    Path log = layout.logs().resolve(p.id() + ".cpus" + cpus + ".process" + n + ".log");
                    try {
                        double ms = once(command, log);
                        record(p, cpus, n, "ok", Double.toString(ms));
                        out.printf(Locale.ROOT, "published: %s on CPUs %s, process %d/%d: %.3f ms%n", p.id(), cpus,
                                n, processes, ms);
                    } catch (IllegalArgumentException | LoggedProcess.Failure e) {
                        record(p, cpus, n, "failed: " + e.getMessage(), "");
                        err.println("published: " + p.id() + " on CPUs " + cpus + ", process " + n + " failed: "
                                + e.getMessage() + " (" + log + ")");
                        failed++;
                    }
                }
            }
        }
        out.println("published: " + outDir + " (" + FIGURES + ", " + TOOLS + ", " + OutputLayout.ENV + ", "
                + OutputLayout.LOGS + "/)");
        return failed == 0 ? 0 : 1;
    }

    private String settingsCpuSets() {
        return String.join(" ", settings.cpuSets().stream().map(CpuSet::toString).toList());
    }

    /** Builds the program (a Java form: its copy with the thread switch set); null when ready, else why not. */
    private String prepare(PublishedProgram p, Path build, Map<PublishedProgram, Path> sources)
            throws IOException, InterruptedException {
        Path source = posts.resolve(p.file()).toAbsolutePath();
        if (p.virtualThreadSwitch().isPresent()) { // the posts measured both forms by editing this constant
            Path copy = build.resolve(p.id()).resolve(p.file());
            Files.createDirectories(copy.getParent());
            try {
                Files.writeString(copy, p.withThreadSwitch(Files.readString(source)));
            } catch (IllegalArgumentException e) {
                return "failed: " + e.getMessage();
            }
            source = copy;
        }
        List<String> command = p.build(source, build).orElse(null);
        if (command != null) {
            Path log = layout.logs().resolve(p.id() + ".build.log");
            Process process = new ProcessBuilder(command).redirectErrorStream(true).redirectOutput(log.toFile())
                    .start();
            if (process.waitFor() != 0) {
                return "failed: its build (" + String.join(" ", command) + ") ended with exit status "
                        + process.exitValue() + "; see " + log;
            }
        }
        sources.put(p, source);
        return null;
    }

    /** Runs one process; its figure in ms. */
    private double once(List<String> command, Path log) throws IOException, InterruptedException {
        int limit = settings.parameters().integer(Parameter.opTimeout);
        LoggedProcess.run(command, log, Duration.ofSeconds(limit), "it did not end within opTimeout=" + limit
                + " s; stopped");
        return PublishedProgram.figure(Files.readString(log));
    }

    /** The toolchains the programs use, each once. */
    private static List<Reference> toolchains() {
        return Arrays.stream(PublishedProgram.values()).flatMap(p -> p.toolchain().stream()).distinct().toList();
    }

    private void record(PublishedProgram p, CpuSet cpus, int process, String status, String ms) throws IOException {
        Files.writeString(figures(), String.join("\t", p.id(), cpus.toString(), Integer.toString(process), status, ms)
                + "\n", StandardCharsets.UTF_8, StandardOpenOption.APPEND);
    }

    private Path figures() {
        return outDir.resolve(FIGURES);
    }

    /** The java of the JDK that runs this: the same as every JVM of the suite's runs. */
    private static String java() {
        return Path.of(System.getProperty("java.home"), "bin", "java").toString();
    }
}
