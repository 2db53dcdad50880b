package ringside.sidebyside;

import com.google.gson.JsonParser;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;
import ringside.http.HttpLoadProgram;
import ringside.output.OutputLayout;
import ringside.parameters.Parameter;
import ringside.process.LoggedProcess;
import ringside.suite.Checkout;
import ringside.suite.ModuleCommands;
import ringside.suite.RunEnvironment;
import ringside.workload.InvalidResultException;

/**
 * Runs the selected rows and stores them in outDir: {@code command}, {@code env.json}, each framework's
 * description ({@code frameworks/}, from the plan in {@code plans/}), each JVM's raw output ({@code logs/<row>.<side>.jvm<n>.log}),
 * {@code jvms.tsv} (every JVM: ok or why it failed, and its command) and {@code results.csv} (row, side, jvm,
 * figure, unit: the rows whose every JVM gave a figure).
 *
 * <p>Each side runs in {@code sideBySideJvms} fresh JVMs, pinned to the run's CPUs with the fork's JVM arguments
 * (heap, GC, the framework's own), the two sides taking turns, so that a drift of the machine during the run
 * falls on both. A JVM that fails, or whose output holds no readable figure, fails its row; the other rows run.
 * A server row runs once per connection count ({@link RowRun}), each JVM measured from outside by the load generator
 * on the generator's CPUs ({@link ServerMeasurement}).
 */
public final class SideBySideRun {
    /**
     * The command that made the run, as a user types it, in the file a stored run keeps it in (docs/results); the
     * other files are named by {@link OutputLayout}.
     */
    static final String COMMAND = "command";
    /**
     * How each JVM ended, and its command. Not the suite's status.tsv (how each module run ended), so that a
     * side-by-side run is never taken for a suite run.
     */
    public static final String JVMS = "jvms.tsv";

    private final SideBySideSettings settings;
    private final ModuleCommands commands;
    private final String commit;
    private final Map<String, String> env;
    private final PrintStream out;
    private final PrintStream err;
    private final Path outDir;
    private final OutputLayout layout;

    SideBySideRun(SideBySideSettings settings, ModuleCommands commands, String commit, Map<String, String> env,
            PrintStream out, PrintStream err) {
        this.settings = settings;
        this.commands = commands;
        this.commit = commit;
        this.env = env;
        this.out = out;
        this.err = err;
        this.outDir = settings.suite().outDir();
        this.layout = new OutputLayout(outDir);
    }

    /** 0 when every row has its figures, 1 when a row failed, 2 when a framework refused the parameters. */
    int run() throws IOException, InterruptedException {
        Files.createDirectories(layout.logs());
        Files.createDirectories(layout.frameworks());
        Files.writeString(outDir.resolve(COMMAND), command() + "\n");
        Map<String, List<String>> jvmArgs = new LinkedHashMap<>();
        for (String framework : settings.frameworks()) {
            Path description = layout.framework(framework);
            int status = describe(framework, description);
            if (status != 0) {
                return status;
            }
            List<String> args = new ArrayList<>();
            JsonParser.parseString(Files.readString(description)).getAsJsonObject().getAsJsonArray("jvmArgs")
                    .forEach(a -> args.add(a.getAsString()));
            jvmArgs.put(framework, args);
        }
        RunEnvironment.write(outDir, settings.recorded(), settings.cpus().toString(), Map.of(),
                settings.loadCpus().map(load -> Map.of(settings.cpus(), load)).orElse(Map.of()), commit,
                settings.suite().moduleTimeout());
        Files.writeString(jvms(), "row\tside\tjvm\tstatus\tcommand\n");
        Files.writeString(layout.results(), "row,side,jvm,figure,unit\n");
        ServerMeasurement measurement = null;
        if (settings.loadCpus().isPresent()) { // a server row is selected
            try {
                measurement = new ServerMeasurement(HttpLoadProgram.build(), settings.loadCpus().get(),
                        settings.parameters().integer(Parameter.sideBySideWarmup),
                        settings.parameters().integer(Parameter.sideBySideTime),
                        Duration.ofSeconds(settings.parameters().integer(Parameter.opTimeout)),
                        SideBySideSettings.START_AND_STOP);
            } catch (IllegalStateException e) {
                err.println("side-by-side: the plaintext rows' load generator: " + e.getMessage());
                return 1;
            }
        }
        List<RowRun> runs = settings.runs();
        int failed = 0;
        for (RowRun run : runs) {
            failed += runRow(run, jvmArgs.get(run.row().framework()), measurement) ? 0 : 1;
        }
        out.println("side-by-side: " + outDir + " (" + OutputLayout.RESULTS + ", " + JVMS + ", "
                + OutputLayout.ENV + ", " + OutputLayout.LOGS + "/)");
        if (failed > 0) {
            err.println("side-by-side: " + failed + " of " + runs.size() + " rows failed (see "
                    + jvms() + "); exit status 1");
            return 1;
        }
        return 0;
    }

    /**
     * Runs a row's JVMs, the sides taking turns; false at the first that fails (the rest of the row is skipped).
     * {@code measurement}: how a server row's JVMs are measured (null when the run has none).
     */
    private boolean runRow(RowRun run, List<String> jvmArgs, ServerMeasurement measurement)
            throws IOException, InterruptedException {
        Row row = run.row();
        int parallelism = settings.cpus().size();
        List<String> programJvmArgs = new ArrayList<>(jvmArgs);
        programJvmArgs.addAll(row.programJvmArgs());
        List<String> figures = new ArrayList<>();
        for (int jvm = 1; jvm <= settings.jvms(); jvm++) {
            for (Side side : Side.values()) {
                List<String> command = side == Side.PROGRAM
                        ? commands.program(row.framework(), settings.cpus(), programJvmArgs, true, row.programMain(),
                                row.programArgs(settings.parameters(), parallelism))
                        : commands.program(row.framework(), settings.cpus(), jvmArgs, false, row.ringsideMain(),
                                row.ringsideArgs(settings.parameters(), parallelism));
                Path log = layout.logs().resolve(run.name() + "." + side.csvName() + ".jvm" + jvm + ".log");
                String what = run.name() + " " + side.csvName() + " JVM " + jvm + "/" + settings.jvms();
                String failure;
                double figure = 0;
                try {
                    figure = row.server() ? measurement.requestsPerSecond(command, log, run.connections(), what)
                            : figure(command, log, row.unit());
                    failure = null;
                } catch (LoggedProcess.Failure | FigureLine.UnreadableOutputException | InvalidResultException e) {
                    failure = e.getMessage();
                }
                Files.writeString(jvms(), String.join("\t", run.name(), side.csvName(),
                        Integer.toString(jvm), failure == null ? "ok" : "failed: " + failure, shown(command, row, side))
                        + "\n", StandardCharsets.UTF_8, StandardOpenOption.APPEND);
                if (failure != null) {
                    err.println("side-by-side: " + what + " failed: " + failure + " (" + log + "); the row "
                            + run.name() + " has no figures");
                    return false;
                }
                out.printf(Locale.ROOT, row.server() ? "side-by-side: %s: %,.0f %s%n" : "side-by-side: %s: %.4g %s%n",
                        what, figure, row.unit()); // requests per second: whole numbers
                figures.add(String.join(",", run.name(), side.csvName(), Integer.toString(jvm),
                        Double.toString(figure), row.unit()));
            }
        }
        Files.write(layout.results(), figures, StandardCharsets.UTF_8, StandardOpenOption.APPEND);
        return true;
    }

    private Path jvms() {
        return outDir.resolve(JVMS);
    }

    /**
     * A JVM's command as jvms.tsv keeps it: with {@code java} and the class path named, not spelt out, so that a
     * stored run holds no paths of the machine that made it (env.json says which JDK).
     */
    private static String shown(List<String> command, Row row, Side side) {
        List<String> shown = new ArrayList<>();
        for (int i = 0; i < command.size(); i++) {
            String arg = command.get(i);
            if (i > 0 && command.get(i - 1).equals("-cp")) {
                shown.add("<" + Checkout.module(row.framework()) + (side == Side.PROGRAM
                        ? " test classes, classes" : " classes") + " and runtime dependencies>");
            } else {
                shown.add(arg.endsWith("/bin/java") ? "java" : arg);
            }
        }
        return String.join(" ", shown);
    }

    /** Runs one JVM, its output going to {@code log}, and reads its figure. */
    private double figure(List<String> command, Path log, String unit) throws IOException, InterruptedException {
        LoggedProcess.run(command, log, settings.jvmLimit(), "it did not end within "
                + settings.jvmLimit().toSeconds() + " s (warm-up, measured window, opTimeout and "
                + SideBySideSettings.START_AND_STOP.toSeconds() + " s to start and stop); stopped");
        return FigureLine.read(Files.readAllLines(log), unit);
    }

    /**
     * Runs the module's description from a plan of the run's parameters, as the suite does; 0 when written, else
     * the status the run ends with.
     */
    private int describe(String framework, Path description) throws IOException, InterruptedException {
        Path plan = layout.plan(framework + ".describe");
        Files.createDirectories(plan.getParent());
        Files.writeString(plan, settings.parameters().with(Parameter.variants, "") // it lists all it has
                .with(Parameter.parallelism, Integer.toString(settings.cpus().size())).plan());
        ProcessBuilder command = new ProcessBuilder(commands.describe(framework, description, plan));
        for (Parameter parameter : Parameter.values()) { // its plan is its one input, as in the suite
            command.environment().remove(parameter.name());
        }
        command.redirectError(ProcessBuilder.Redirect.INHERIT); // a refused parameter is said there
        command.redirectOutput(ProcessBuilder.Redirect.DISCARD); // its variant names: the rows name theirs
        int status = command.start().waitFor();
        if (status != 0) {
            if (status != 2) { // 2: the launcher has said which parameter it refused
                err.println("side-by-side: " + framework + " could not describe itself (exit status " + status
                        + "); see above");
            }
            return status == 2 ? 2 : 1;
        }
        return 0;
    }

    /** The command that made the run: its parameters as env vars (sorted), then the script's subcommand. */
    private String command() {
        List<String> names = Stream.of(Parameter.values()).map(Parameter::name).toList();
        Map<String, String> given = new TreeMap<>();
        env.forEach((name, value) -> {
            if (names.contains(name)) {
                given.put(name, value);
            }
        });
        StringBuilder line = new StringBuilder();
        given.forEach((name, value) -> line.append(name).append('=').append(quoted(value)).append(' '));
        return line.append("./benchmark.sh side-by-side").toString();
    }

    private static String quoted(String value) {
        return value.matches("[A-Za-z0-9_.,/:=+-]+") ? value : "'" + value.replace("'", "'\\''") + "'";
    }
}
