package ringside.suite;

import java.io.IOException;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import ringside.launcher.BenchmarkCost;
import ringside.launcher.Progress;
import ringside.output.OutputLayout;
import ringside.parameters.CpuSet;
import ringside.parameters.Parameter;
import ringside.parameters.Parameters;
import ringside.process.ExitStatus;
import ringside.report.ModuleStatus;

/**
 * The suite's children, one at a time: a module's description, and each module run (its launcher under the module
 * timeout and the time budget, given its plan file). An interrupt stops the child running now, and none starts after
 * it. Each module run's statuses go to status.tsv and its benchmarks' costs to costs.tsv as they come.
 */
final class ModuleRunner {
    private final SuiteSettings settings;
    private final ModuleCommands commands;
    private final TimeBudget budget;
    private final Duration killGrace;
    private final PrintStream err;
    private final Path outDir;
    private final OutputLayout layout;

    private final Object lock = new Object();
    private boolean interrupted; // guarded by lock
    private Runnable stopCurrent; // guarded by lock: stops the child running now, if any

    ModuleRunner(SuiteSettings settings, ModuleCommands commands, TimeBudget budget, Duration killGrace,
            PrintStream err) {
        this.settings = settings;
        this.commands = commands;
        this.budget = budget;
        this.killGrace = killGrace;
        this.err = err;
        this.outDir = settings.outDir();
        this.layout = new OutputLayout(outDir);
    }

    /**
     * Says so ({@code announce}), stops the child running now, and lets none start after it; the first time only, from
     * any thread.
     */
    void interrupt(Runnable announce) {
        Runnable stop;
        synchronized (lock) {
            if (interrupted) {
                return;
            }
            interrupted = true;
            stop = stopCurrent;
        }
        announce.run();
        if (stop != null) {
            stop.run();
        }
    }

    boolean interrupted() {
        synchronized (lock) {
            return interrupted;
        }
    }

    /** Runs the module's description; its variant names go into {@code offered}. Non-zero: the run must stop. */
    int describe(String framework, Map<String, List<String>> offered) throws IOException,
            InterruptedException {
        Path plan = plan(framework + ".describe", settings.parameters()
                .with(Parameter.variants, "") // it lists all it has; the suite checks
                .with(Parameter.parallelism, Integer.toString(settings.cpuSets().get(0).size())));
        ProcessBuilder command = launcher(commands.describe(framework, layout.framework(framework), plan));
        command.redirectError(ProcessBuilder.Redirect.INHERIT); // a refused parameter is said there
        Process process;
        synchronized (lock) {
            if (interrupted) {
                return 130;
            }
            process = command.start();
            stopCurrent = process::destroyForcibly;
        }
        String listed = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        int status = process.waitFor();
        synchronized (lock) {
            stopCurrent = null;
            if (interrupted) {
                return 130;
            }
        }
        if (status != 0) {
            if (status != 2) { // 2: the launcher has said which parameter it refused
                err.println("benchmark.sh: " + framework + " could not describe itself (exit status " + status
                        + "); see above");
            }
            return status == 2 ? 2 : 1;
        }
        offered.put(framework, listed.lines().map(String::strip).filter(l -> !l.isEmpty()).toList());
        return 0;
    }

    /**
     * Runs a module (a module run named {@code name}) with those parameters, which its plan file holds, under the
     * module timeout and the time budget; its launcher's lines go to {@code terminal}, everything to its log; its
     * benchmarks' costs to costs.tsv, the benchmarks it left out or that failed to status.tsv.
     */
    ModuleStatus run(String framework, CpuSet cpus, String name, Parameters given, Progress progress,
            PrintStream terminal) throws InterruptedException {
        return run(framework, cpus, name, OutputLayout.jmhFile(name), given, progress, terminal);
    }

    /** {@link #run} with its JMH results in {@code resultFile} (relative to outDir) instead of jmh/. */
    ModuleStatus run(String framework, CpuSet cpus, String name, String resultFile, Parameters given,
            Progress progress, PrintStream terminal) throws InterruptedException {
        Path log = outDir.resolve(OutputLayout.logFile(name));
        String seeLog = "see " + OutputLayout.logFile(name);
        Parameters parameters = given.with(Parameter.resultFile,
                outDir.resolve(resultFile).toAbsolutePath().toString());
        ProcessBuilder command;
        try {
            command = launcher(commands.run(framework, cpus, plan(name, parameters)));
        } catch (IOException e) { // the output folder cannot be written: the run stops (SuiteRun)
            throw cannotWrite(layout.plan(name), e);
        }
        command.environment().putAll(progress.environment());
        ModuleProcess module;
        synchronized (lock) {
            if (interrupted) {
                return new ModuleStatus(cpus.toString(), framework, Resume.INTERRUPTED,
                        "stopped by a signal before it started");
            }
            try {
                module = ModuleProcess.start(command, log, terminal);
            } catch (IOException e) {
                return new ModuleStatus(cpus.toString(), framework, ModuleStatus.FAILED, "cannot start: "
                        + e.getMessage());
            }
            stopCurrent = () -> module.stop(killGrace);
        }
        Duration timeout = Duration.ofSeconds(settings.moduleTimeout());
        boolean budgetFirst = budget.left().compareTo(timeout) < 0; // the budget ends before moduleTimeout would
        boolean inTime = module.awaitEnd(budgetFirst ? budget.left() : timeout);
        if (!inTime) {
            module.stop(killGrace);
        }
        int exit = module.exitStatus();
        Optional<IOException> unlogged = module.logFailure();
        if (unlogged.isPresent()) { // nothing of this module run is recorded: a resume runs it again
            throw cannotWrite(log, unlogged.get());
        }
        module.notRun().forEach(limit -> record(new ModuleStatus(cpus.toString(), framework, ModuleStatus.NOT_RUN,
                limit)));
        module.failedBenchmarks().forEach(failed -> record(new ModuleStatus(cpus.toString(), framework,
                ModuleStatus.FAILED, failed + "; " + seeLog)));
        recordCosts(module.costs());
        synchronized (lock) {
            stopCurrent = null;
            if (interrupted) {
                return new ModuleStatus(cpus.toString(), framework, Resume.INTERRUPTED,
                        "stopped by a signal; " + seeLog);
            }
        }
        String cpuSet = cpus.toString();
        if (!inTime) {
            return new ModuleStatus(cpuSet, framework, "timed-out", (budgetFirst ? "stopped when " + budget.text()
                    + " ran out" : "killed after moduleTimeout=" + settings.moduleTimeout() + "s") + "; " + seeLog);
        }
        if (exit == 0) {
            return new ModuleStatus(cpuSet, framework, "ok", "");
        }
        OptionalInt signal = ExitStatus.signal(exit);
        if (signal.isPresent() && signal.getAsInt() <= 15) { // ended by a signal it did not handle (not ours)
            return new ModuleStatus(cpuSet, framework, "killed", "by signal " + signal.getAsInt() + "; " + seeLog);
        }
        String reason = module.failure() == null ? "" : ": " + module.failure();
        return new ModuleStatus(cpuSet, framework, ModuleStatus.FAILED, "exit status " + exit + reason + "; " + seeLog);
    }

    /** Writes a module run's plan, {@code plans/<name>.json}: every parameter resolved, the launcher's input. */
    private Path plan(String name, Parameters parameters) throws IOException {
        Path plan = layout.plan(name);
        Files.writeString(plan, parameters.plan());
        return plan;
    }

    /**
     * A launcher's process, without the parameters' env vars: it reads its plan only, so nothing reaches it through
     * a second channel; but a secret, which no plan holds, reaches its forks through the environment alone.
     */
    private static ProcessBuilder launcher(List<String> command) {
        ProcessBuilder launcher = new ProcessBuilder(command);
        for (Parameter parameter : Parameter.values()) {
            if (!parameter.secret()) {
                launcher.environment().remove(parameter.name());
            }
        }
        return launcher;
    }

    private void recordCosts(List<BenchmarkCost> costs) {
        try {
            for (BenchmarkCost cost : costs) {
                Files.writeString(layout.costs(), cost.toTsv() + "\n", StandardOpenOption.CREATE,
                        StandardOpenOption.APPEND);
            }
        } catch (IOException e) {
            throw cannotWrite(layout.costs(), e);
        }
    }

    /** Appends a status to status.tsv. */
    void record(ModuleStatus status) {
        try {
            Files.writeString(layout.status(), status.toTsvLine(), StandardOpenOption.CREATE,
                    StandardOpenOption.APPEND);
        } catch (IOException e) {
            throw cannotWrite(layout.status(), e);
        }
    }

    /** A write of the run's own files failed (a full disk): the message names the file and the cause. */
    private static UncheckedIOException cannotWrite(Path file, IOException e) {
        return new UncheckedIOException("cannot write " + file + ": " + e.getMessage(), e);
    }
}
