package ringside.sidebyside;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import ringside.parameters.CpuSet;
import ringside.reference.Reference;

/**
 * A ping-pong program of the two published posts that compare runtimes ("A Good Day to Play Ping-Pong", 2022, and
 * its 2026 follow-up), run as the posts ran it: one fresh process, a short warm-up or none, one timed shot of
 * 20,000 round trips. Their code is not Ringside's and is not in the checkout: the run takes the folder that holds
 * them. Each is paired with Ringside's row for the same pattern, and keeps the figures the posts published.
 */
public enum PublishedProgram {
    GO("go", "pingpong.go", Reference.GO, "two goroutines on one unbuffered channel", "go/goroutines",
            List.of(new PublishedFigure("2026", 12, 10)), false),
    ERLANG("erlang", "pingpong.erl", Reference.ERLANG, "two processes, `!` each way", "erlang/processes",
            List.of(new PublishedFigure("2022", 21.7, 21.1)), false),
    CPP("cpp", "pingpong.cpp", Reference.CPP, "two `std::thread`s, a `binary_semaphore` each (no data)", "cpp/threads",
            List.of(new PublishedFigure("2026", 79.8, 10.7), new PublishedFigure("2022", 69.1, 6.6)), false),
    JAVA_SEMAPHORE_THREADS("java-semaphore-threads", "PingPongSemaphore.java", null,
            "two platform threads, a `Semaphore` each", "loom/threads",
            List.of(new PublishedFigure("2022", 64.1, 114.9)), false),
    JAVA_SEMAPHORE_VTHREADS("java-semaphore-vthreads", "PingPongSemaphore.java", null,
            "two virtual threads, a `Semaphore` each", "loom/vthreads",
            List.of(new PublishedFigure("2022", 18.1, 66.2)), true),
    JAVA_EXCHANGER_THREADS("java-exchanger-threads", "PingPongExchanger.java", null,
            "two platform threads on one `Exchanger` (one handoff per round, not two)", "loom/threads",
            List.of(new PublishedFigure("2026", 62.0, 1.19)), false),
    JAVA_EXCHANGER_VTHREADS("java-exchanger-vthreads", "PingPongExchanger.java", null,
            "two virtual threads on one `Exchanger` (one handoff per round, not two)", "loom/vthreads",
            List.of(new PublishedFigure("2026", 7.6, 1.26)), true);

    /** The Java programs choose their threads by this constant; the posts edited it to measure both forms. */
    private static final Pattern VTHREAD_SWITCH = Pattern.compile(
            "(?m)^(\\s*)final static boolean use_vthread = (true|false);");
    /** How the programs print their one figure: the Erlang, C++ and Java ones in ms with decimals, Go in whole ms. */
    private static final Pattern FIGURE = Pattern.compile("(?:Elapsed time: ([0-9.]+) ms|Time \\(ms\\):\\s+([0-9]+))");

    private final String id;
    private final String file;
    private final Reference toolchain; // null: Java, the run's own JDK
    private final String what;
    private final String ringsideRow;
    private final List<PublishedFigure> published;
    private final boolean virtualThreads;

    PublishedProgram(String id, String file, Reference toolchain, String what, String ringsideRow,
            List<PublishedFigure> published, boolean virtualThreads) {
        this.id = id;
        this.file = file;
        this.toolchain = toolchain;
        this.what = what;
        this.ringsideRow = ringsideRow;
        this.published = published;
        this.virtualThreads = virtualThreads;
    }

    /** Its name in published.tsv and the logs. */
    public String id() {
        return id;
    }

    /** The file of the posts' folder it runs. */
    public String file() {
        return file;
    }

    /** The reference whose toolchain builds and runs it; empty for the Java programs (the run's own JDK). */
    public Optional<Reference> toolchain() {
        return Optional.ofNullable(toolchain);
    }

    /** What it hands between its two sides, in a few words. */
    public String what() {
        return what;
    }

    /** Ringside's framework/variant for the same pattern. */
    public String ringsideRow() {
        return ringsideRow;
    }

    /** The figures the posts published for it. */
    public List<PublishedFigure> published() {
        return published;
    }

    /** Whether the run edits the program's thread switch, and to what (Java programs only). */
    Optional<Boolean> virtualThreadSwitch() {
        return toolchain == null ? Optional.of(virtualThreads) : Optional.empty();
    }

    /**
     * The Java program's source with its {@code use_vthread} constant set to this form's value, as the posts did by
     * hand; a source whose switch is not as published is refused.
     */
    String withThreadSwitch(String source) {
        Matcher m = VTHREAD_SWITCH.matcher(source);
        if (!m.find()) {
            throw new IllegalArgumentException(file + ": no line 'final static boolean use_vthread = true|false;'"
                    + " (the published program's thread switch)");
        }
        String set = m.group(1) + "final static boolean use_vthread = " + virtualThreads + ";";
        String edited = source.substring(0, m.start()) + set + source.substring(m.end());
        if (VTHREAD_SWITCH.matcher(edited.substring(m.start() + set.length())).find()) {
            throw new IllegalArgumentException(file + ": more than one use_vthread line");
        }
        return edited;
    }

    /**
     * The command that builds it into {@code build} (the Java programs run from source: none); {@code source} is
     * its file there or in the posts' folder.
     */
    Optional<List<String>> build(Path source, Path build) {
        if (toolchain == null) {
            return Optional.empty();
        }
        return switch (toolchain) {
            case GO -> Optional.of(List.of("go", "build", "-o", build.resolve(id).toString(), source.toString()));
            case ERLANG -> Optional.of(List.of("erlc", "-o", build.toString(), source.toString()));
            case CPP -> Optional.of(List.of("g++", "-O2", "-std=c++20", "-pthread", "-o", build.resolve(id).toString(),
                    source.toString()));
        };
    }

    /** The command that runs it once, pinned to {@code cpus}, as the posts ran it. */
    List<String> run(Path source, Path build, CpuSet cpus, String java) {
        List<String> command = new ArrayList<>(List.of("taskset", "-c", cpus.toString()));
        if (toolchain == null) {
            command.addAll(List.of(java, source.toString()));
            return command;
        }
        switch (toolchain) {
            case GO, CPP -> command.add(build.resolve(id).toString());
            case ERLANG -> command.addAll(List.of("erl", "+S", Integer.toString(cpus.size()), "-noshell", "-pa",
                    build.toString(), "-eval", "pingpong:main(1), halt()."));
        }
        return command;
    }

    /** The figure, in ms, the program printed for its timed shot. */
    static double figure(String output) {
        Matcher m = FIGURE.matcher(output);
        if (!m.find()) {
            throw new IllegalArgumentException("no 'Elapsed time: <n> ms' or 'Time (ms): <n>' line in its output");
        }
        return Double.parseDouble(m.group(1) != null ? m.group(1) : m.group(2));
    }

    /** The programs in {@code published.tsv}'s order of names. */
    static Optional<PublishedProgram> byId(String id) {
        for (PublishedProgram p : values()) {
            if (p.id.equals(id)) {
                return Optional.of(p);
            }
        }
        return Optional.empty();
    }

    /**
     * A published figure: ms for 20,000 round trips, the median of five runs on an i7-9850H with turbo off, on one
     * CPU and on two logical CPUs of one core.
     */
    public record PublishedFigure(String post, double oneCpu, double twoCpus) {
    }
}
