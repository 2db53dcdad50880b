package ringside.suite;

import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.CountDownLatch;
import java.util.stream.Stream;
import ringside.launcher.BenchmarkCost;
import ringside.launcher.Progress;
import ringside.output.OutputLayout;
import ringside.parameters.CpuSet;
import ringside.parameters.Parameter;
import ringside.parameters.Parameters;
import ringside.report.Measurement;
import ringside.report.ModuleStatus;
import ringside.report.PrecisionOutcome;
import ringside.report.StoredResults;
import ringside.statistics.Precision;

/**
 * One suite run: asks every module what it offers, checks the variants, writes env.json, prints the plan with its
 * estimated duration, runs every module on every CPU set as a child process under a time limit (its only input the
 * plan written for it, plans/*.json), one round per fork, records each outcome in status.tsv and each benchmark's
 * cost in costs.tsv as they come; with a precision target, adds forks to the rows above it (precision.tsv); then renders the report.
 * A module that fails, hangs or is killed costs only its own results; a benchmark that fails, only its own (the
 * module goes on). With a time budget, nothing runs past it.
 * Returns the exit status: 0 all finished, 1 a module did not finish, 2 a parameter refused, 130 interrupted.
 */
final class SuiteRun {
    /** How long a module may take to stop once asked, before it is killed. */
    static final Duration KILL_GRACE = Duration.ofSeconds(30);

    private final SuiteSettings settings;
    private final ModuleCommands commands;
    private final String commit;
    private final PrintStream out;
    private final PrintStream err;
    private final Duration killGrace;
    private final Path outDir;
    private final OutputLayout layout;
    /** Counted from the run's start: the suite's, after the build. */
    private final TimeBudget budget;
    private int forkFailures; // forks of the precision round that failed
    private CostEstimates roundCosts; // the precision round's, read again after each fork

    private final Object lock = new Object();
    private boolean interrupted; // guarded by lock
    private Runnable stopCurrent; // guarded by lock: stops the child running now, if any
    private final CountDownLatch ended = new CountDownLatch(1);
    private volatile int exitStatus = 1;

    SuiteRun(SuiteSettings settings, ModuleCommands commands, String commit, PrintStream out, PrintStream err,
            Duration killGrace) {
        this.settings = settings;
        this.commands = commands;
        this.commit = commit;
        this.out = out;
        this.err = err;
        this.killGrace = killGrace;
        this.outDir = settings.outDir();
        this.layout = new OutputLayout(outDir);
        this.budget = new TimeBudget(settings.parameters(), killGrace, System::currentTimeMillis);
    }

    int run() {
        try {
            exitStatus = runAll();
        } catch (IOException | RuntimeException e) { // a module not built, a folder not writable: no result
            err.println("benchmark.sh: the run stopped: " + e.getMessage());
            exitStatus = 1;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            exitStatus = 130;
        } finally {
            ended.countDown();
        }
        return exitStatus;
    }

    /**
     * Ctrl-C or SIGTERM: stops the running child; the run then records it as interrupted, renders the report of
     * what finished and ends with 130. Safe from any thread, and more than once.
     */
    void interrupt() {
        Runnable stop;
        synchronized (lock) {
            if (interrupted) {
                return;
            }
            interrupted = true;
            stop = stopCurrent;
        }
        err.println();
        err.println("benchmark.sh: interrupted; reporting what finished");
        if (stop != null) {
            stop.run();
        }
    }

    boolean hasEnded() {
        return ended.getCount() == 0;
    }

    /** Waits until {@link #run()} has returned; its exit status. */
    int awaitEnd() throws InterruptedException {
        ended.await();
        return exitStatus;
    }

    private boolean interrupted() {
        synchronized (lock) {
            return interrupted;
        }
    }

    private int runAll() throws IOException, InterruptedException {
        for (Path folder : List.of(layout.frameworks(), layout.jmh(), layout.logs(), layout.plans())) {
            Files.createDirectories(folder);
        }
        Map<String, List<String>> offered = new LinkedHashMap<>();
        for (String framework : settings.frameworks()) {
            int status = describe(framework, offered);
            if (status != 0) {
                deleteOutDir(); // nothing ran: leave no half-made result folder behind
                return status;
            }
        }
        Map<String, List<String>> chosen = chosenVariants(offered);
        if (chosen == null) {
            deleteOutDir();
            return 2;
        }
        RunEnvironment.write(outDir, settings.parameters(), settings.cpuSetsText(), settings.remoteCpus(),
                settings.loadCpus(), commit, settings.moduleTimeout());

        RunPlan plan = RunPlan.of(settings.cpuSets(), settings.frameworks(), chosen, settings.parameters(),
                CostEstimates.beside(outDir), Refusals.described(layout, settings.frameworks()));
        out.print(plan.text(budget, settings.parameters().precision()));
        // forks run in rounds, one fork of every benchmark per round: a slow change of the machine's state (another
        // guest, the host's placement of the vCPUs) then reaches every row alike instead of one row's forks
        int rounds = settings.parameters().integer(Parameter.forks);
        int total = plan.benchmarks().size() * rounds;
        // what the progress lines add to the time left: the precision round's bound, after the planned benchmarks
        double round = settings.parameters().precision().isPresent() ? plan.precisionRoundSeconds() : 0;
        long start = System.currentTimeMillis();
        int done = 0;
        double estimatedDone = 0;
        int failures = 0;
        for (int fork = 1; fork <= rounds; fork++) {
            for (CpuSet cpus : settings.cpuSets()) {
                for (String framework : rotated(settings.frameworks(), fork - 1)) {
                    if (interrupted()) {
                        return finishInterrupted();
                    }
                    List<RunPlan.Planned> planned = plan.of(cpus, framework);
                    List<Double> seconds = planned.stream().map(b -> b.estimate().seconds() / rounds).toList();
                    ModuleStatus status = runRound(chosen.get(framework), cpus, framework, fork, rounds, planned,
                            new Progress(done, total, start, estimatedDone, plan.seconds(), seconds,
                                    budget.deadlineMillis(), round));
                    if (status == null) { // nothing to say again: the first round said it
                        continue;
                    }
                    record(status);
                    if (status.status().equals("interrupted")) {
                        return finishInterrupted();
                    }
                    failures += status.failure() ? 1 : 0;
                    done += planned.size();
                    estimatedDone += seconds.stream().mapToDouble(Double::doubleValue).sum();
                }
            }
        }
        if (settings.parameters().precision().isPresent()) {
            ModuleStatus interruptedFork = precisionRound();
            if (interruptedFork != null) {
                record(interruptedFork);
                return finishInterrupted();
            }
            failures += forkFailures;
        }
        out.println();
        out.println("Ringside results: " + outDir + " (CPU sets: " + settings.cpuSetsText()
                + "; " + String.join(", ", OutputLayout.REPORT_HTML, OutputLayout.REPORT_MARKDOWN, OutputLayout.RESULTS,
                OutputLayout.ENV) + ")");
        int reportStatus = report();
        if (failures > 0) {
            err.println("benchmark.sh: " + failures + " module run(s) did not finish (see 'Did not finish' in the"
                    + " report); exit status 1");
            return 1;
        }
        return reportStatus;
    }

    /**
     * The module's fork-th round on a CPU set: one fork of each of its planned benchmarks, in a module run of its own
     * ({@code <module run>.fork-<k>} when there are several rounds). Null when a module with no variant chosen was
     * already recorded as skipped in the first round.
     */
    private ModuleStatus runRound(List<String> variants, CpuSet cpus, String framework, int fork, int rounds,
            List<RunPlan.Planned> planned, Progress progress) throws InterruptedException {
        String of = rounds == 1 ? "" : " (fork " + fork + " of " + rounds + ")";
        if (variants.isEmpty()) {
            return fork > 1 ? null : new ModuleStatus(cpus.toString(), framework, ModuleStatus.SKIPPED, "none of"
                    + " variants=" + settings.parameters().text(Parameter.variants) + " is one of its variants");
        }
        if (!planned.isEmpty() && planned.stream().noneMatch(b -> budget.fits(b.estimate().seconds() / rounds))) {
            // not one of its benchmarks would end in time: none starts (the module's JVM neither); a module with
            // none planned (its variants refuse them all) runs, to say why
            planned.forEach(b -> record(new ModuleStatus(cpus.toString(), framework, ModuleStatus.NOT_RUN,
                    b.framework() + "/" + b.variant() + " " + b.workload().publicName() + of + ": "
                            + budget.notRun(b.estimate().seconds() / rounds))));
            return new ModuleStatus(cpus.toString(), framework, ModuleStatus.SKIPPED, budget.text()
                    + ": none of its benchmarks would end in time" + of);
        }
        String moduleRun = OutputLayout.moduleRun(framework, cpus.toString());
        String name = rounds == 1 ? moduleRun : OutputLayout.forkRound(moduleRun, fork);
        out.println("benchmark.sh: " + framework + " (" + String.join(",", variants) + ") on CPUs " + cpus
                + ", parallelism " + cpus.size() + of + "; log: " + outDir.resolve(OutputLayout.logFile(name)));
        Parameters parameters = settings.parameters()
                .with(Parameter.variants, String.join(",", variants))
                .with(Parameter.forks, "1")
                .with(Parameter.parallelism, Integer.toString(cpus.size()));
        if (settings.remoteCpus().containsKey(cpus)) { // resolved by the suite against the CPUs it may use
            parameters = parameters.with(Parameter.remoteCpuList, settings.remoteCpus().get(cpus).toString());
        }
        if (settings.loadCpus().containsKey(cpus)) { // likewise httpThroughput's load generator's
            parameters = parameters.with(Parameter.loadCpuList, settings.loadCpus().get(cpus).toString());
        }
        return runModule(framework, cpus, name, parameters, progress, out);
    }

    /** The frameworks starting at the k-th: each round starts with another, so none always runs first. */
    private static List<String> rotated(List<String> frameworks, int k) {
        int first = k % frameworks.size();
        List<String> order = new ArrayList<>(frameworks.subList(first, frameworks.size()));
        order.addAll(frameworks.subList(0, first));
        return order;
    }

    /** Runs the module's description; its variant names go into {@code offered}. Non-zero: the run must stop. */
    private int describe(String framework, Map<String, List<String>> offered) throws IOException,
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

    /** Per framework, the requested variants it has (all when none was requested); null after a refusal. */
    private Map<String, List<String>> chosenVariants(Map<String, List<String>> offered) {
        List<String> requested = settings.parameters().list(Parameter.variants);
        if (requested.isEmpty()) {
            return offered;
        }
        Set<String> all = new LinkedHashSet<>();
        offered.values().forEach(all::addAll);
        for (String variant : requested) {
            if (!all.contains(variant)) {
                err.println("benchmark.sh: variants: unknown variant '" + variant + "' for frameworks "
                        + String.join(" ", settings.frameworks()) + "; accepted: " + String.join(",", all));
                return null;
            }
        }
        Map<String, List<String>> chosen = new LinkedHashMap<>();
        offered.forEach((framework, variants) -> chosen.put(framework,
                variants.stream().filter(requested::contains).toList()));
        return chosen;
    }

    /**
     * The precision round ({@link PrecisionRound}) over the run's timed rows, its outcome written to precision.tsv;
     * null, or the status of the fork an interrupt stopped.
     */
    private ModuleStatus precisionRound() throws IOException, InterruptedException {
        ModuleStatus[] stopped = new ModuleStatus[1];
        roundCosts = CostEstimates.beside(outDir); // this run's own costs are the newest
        PrecisionRound.Forks forks = (row, k) -> {
            ModuleStatus status = runFork(row, k);
            try {
                roundCosts = CostEstimates.beside(outDir); // with the fork's own cost
            } catch (IOException e) {
                throw new UncheckedIOException("cannot read the costs beside " + outDir, e);
            }
            if (status.status().equals("interrupted")) {
                stopped[0] = status;
            } else if (!status.ok()) { // a wrong result or a crash counts as in any module run
                record(status);
                forkFailures++;
            }
            return status;
        };
        PrecisionRound round = new PrecisionRound(new Precision(settings.parameters().precision().getAsDouble()),
                settings.parameters().text(Parameter.precision), budget, () -> StoredResults.timed(outDir),
                this::forkSeconds, forks, out);
        List<PrecisionOutcome> outcomes = round.run();
        StringBuilder tsv = new StringBuilder();
        outcomes.forEach(o -> tsv.append(o.toTsvLine()));
        Files.writeString(layout.precision(), tsv.toString());
        return stopped[0];
    }

    /** One more fork of exactly that row's benchmark: its module on its CPU set, that variant, workload and depth. */
    private ModuleStatus runFork(Measurement row, int k) throws InterruptedException {
        CpuSet cpus = cpuSetOf(row);
        String name = OutputLayout.precisionFork(OutputLayout.moduleRun(row.framework(), row.cpuSet()), k);
        Parameters parameters = forkParameters(row, cpus);
        double seconds = forkSeconds(row);
        // no deadline for its launcher: the round started it because it fits, and the budget's end stops it anyway
        return runModule(row.framework(), cpus, name, parameters, new Progress(0, 1, System.currentTimeMillis(), 0,
                seconds, List.of(seconds), 0), new PrintStream(OutputStream.nullOutputStream()));
    }

    /** The run's parameters narrowed to one fork of the row's benchmark. */
    private Parameters forkParameters(Measurement row, CpuSet cpus) {
        return settings.parameters()
                .with(Parameter.variants, row.variant())
                .with(Parameter.benchmarks, row.workload().publicName())
                .with(Parameter.stackDepth, Integer.toString(row.stackDepth()))
                .with(Parameter.forks, "1")
                .with(Parameter.parallelism, Integer.toString(cpus.size()));
    }

    /** The estimated seconds of one more fork of the row: as this run (or an earlier one) recorded it. */
    private double forkSeconds(Measurement row) {
        CpuSet cpus = cpuSetOf(row);
        return roundCosts.oneFork(row.cpuSet(), row.framework(), row.variant(), row.workload(),
                forkParameters(row, cpus), settings.parameters().with(Parameter.parallelism,
                        Integer.toString(cpus.size()))).seconds();
    }

    /** The run's CPU set a row was measured on (its launcher recorded the same list). */
    private CpuSet cpuSetOf(Measurement row) {
        return settings.cpuSets().stream().filter(set -> set.toString().equals(row.cpuSet())).findFirst()
                .orElseThrow(() -> new IllegalStateException("a row on CPUs " + row.cpuSet()
                        + ", which are not among the run's: " + settings.cpuSetsText()));
    }

    /**
     * Runs a module (a module run named {@code name}) with those parameters, which its plan file holds, under the
     * module timeout and the time budget; its launcher's lines go to {@code terminal}, everything to its log; its
     * benchmarks' costs to costs.tsv, the benchmarks it left out or that failed to status.tsv.
     */
    private ModuleStatus runModule(String framework, CpuSet cpus, String name, Parameters given, Progress progress,
            PrintStream terminal) throws InterruptedException {
        Path log = outDir.resolve(OutputLayout.logFile(name));
        String seeLog = "see " + OutputLayout.logFile(name);
        Parameters parameters = given.with(Parameter.resultFile,
                outDir.resolve(OutputLayout.jmhFile(name)).toAbsolutePath().toString());
        ProcessBuilder command;
        try {
            command = launcher(commands.run(framework, cpus, plan(name, parameters)));
        } catch (IOException e) {
            return new ModuleStatus(cpus.toString(), framework, ModuleStatus.FAILED, "cannot write its plan: "
                    + e.getMessage());
        }
        command.environment().putAll(progress.environment());
        ModuleProcess module;
        synchronized (lock) {
            if (interrupted) {
                return new ModuleStatus(cpus.toString(), framework, "interrupted",
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
        module.notRun().forEach(limit -> record(new ModuleStatus(cpus.toString(), framework, ModuleStatus.NOT_RUN,
                limit)));
        module.failedBenchmarks().forEach(failed -> record(new ModuleStatus(cpus.toString(), framework,
                ModuleStatus.FAILED, failed + "; " + seeLog)));
        recordCosts(module.costs());
        synchronized (lock) {
            stopCurrent = null;
            if (interrupted) {
                return new ModuleStatus(cpus.toString(), framework, "interrupted", "stopped by a signal; " + seeLog);
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
        if (exit > 128 && exit <= 128 + 15) { // ended by a signal it did not handle (not ours)
            return new ModuleStatus(cpuSet, framework, "killed", "by signal " + (exit - 128) + "; " + seeLog);
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
     * a second channel.
     */
    private static ProcessBuilder launcher(List<String> command) {
        ProcessBuilder launcher = new ProcessBuilder(command);
        for (Parameter parameter : Parameter.values()) {
            launcher.environment().remove(parameter.name());
        }
        return launcher;
    }

    private int finishInterrupted() throws InterruptedException {
        report();
        return 130;
    }

    private void recordCosts(List<BenchmarkCost> costs) {
        try {
            for (BenchmarkCost cost : costs) {
                Files.writeString(layout.costs(), cost.toTsv() + "\n", StandardOpenOption.CREATE,
                        StandardOpenOption.APPEND);
            }
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write " + layout.costs(), e);
        }
    }

    private void record(ModuleStatus status) {
        try {
            Files.writeString(layout.status(), status.toTsvLine(), StandardOpenOption.CREATE,
                    StandardOpenOption.APPEND);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write " + layout.status(), e);
        }
    }

    /** The report of what is in outDir, in its own JVM (as benchmark.sh report runs it); its exit status. */
    private int report() throws InterruptedException {
        out.flush(); // the report writes to the same terminal, after what came before
        try {
            return new ProcessBuilder(commands.report(outDir)).inheritIO().start().waitFor();
        } catch (IOException e) {
            err.println("benchmark.sh: cannot render the report: " + e.getMessage());
            return 1;
        }
    }

    private void deleteOutDir() throws IOException {
        try (Stream<Path> all = Files.walk(outDir)) {
            for (Path p : all.sorted(Comparator.reverseOrder()).toList()) {
                Files.delete(p);
            }
        }
    }
}
