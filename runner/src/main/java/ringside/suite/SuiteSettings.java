package ringside.suite;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDateTime;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import ringside.launcher.JmhArgs;
import ringside.parameters.CpuSet;
import ringside.parameters.MisspeltParameters;
import ringside.parameters.Parameter;
import ringside.parameters.ParameterException;
import ringside.parameters.Parameters;
import ringside.parameters.ProfileMode;
import ringside.parameters.SeparateCpus;
import ringside.remote.RemoteCpuList;
import ringside.remote.RemoteToken;
import ringside.workload.Workload;

/**
 * A suite run's parameters, all resolved and checked once by {@link Parameters} before any work (defaults and
 * meanings are the registry's, {@link Parameter}); here the suite's own (CPU sets, frameworks, moduleTimeout,
 * outDir) are turned into what the run goes through.
 * Variants are checked later, against what the built modules say they offer.
 */
public record SuiteSettings(List<CpuSet> cpuSets, List<String> frameworks, int moduleTimeout, Path outDir,
        Parameters parameters, Map<CpuSet, CpuSet> remoteCpus, Map<CpuSet, CpuSet> loadCpus) {
    /**
     * @param env the run's env vars (name to value)
     * @param frameworksHere the framework modules of this checkout, in run order
     * @param allowedCpus the CPUs this process may use, as /proc/self/status lists them
     */
    public static SuiteSettings resolve(Map<String, String> env, List<String> frameworksHere, String allowedCpus,
            LocalDateTime now) {
        MisspeltParameters.refuse(env, "env var", List.of(), "%s=%s ./benchmark.sh");
        if (value(env, Parameter.parallelism.name()) != null) {
            throw new ParameterException("parallelism: not accepted: benchmark.sh sets it to the number of CPUs in each"
                    + " CPU set; choose cpuList or cpuSweep instead (unset parallelism)");
        }
        Parameters parameters = Parameters.resolve(name -> value(env, name));
        // remote on this machine: the client and the server JVM share out its CPUs (across two machines they do not)
        boolean remote = parameters.workloads().contains(Workload.REMOTE)
                && parameters.text(Parameter.remoteHost).isEmpty();
        boolean load = parameters.workloads().contains(Workload.HTTP_THROUGHPUT); // its generator's CPUs, likewise
        List<CpuSet> sets = cpuSets(given(parameters, Parameter.cpuList), given(parameters, Parameter.cpuSweep),
                allowedCpus, remote || load);
        Map<CpuSet, CpuSet> remoteCpus = new LinkedHashMap<>();
        if (remote) { // the server JVM's CPUs beside each client set, refused here if they overlap or none are left
            for (CpuSet set : sets) {
                remoteCpus.put(set, RemoteCpuList.resolve(parameters.text(Parameter.remoteCpuList), set.toString(),
                        allowedCpus));
            }
        }
        Map<CpuSet, CpuSet> loadCpus = new LinkedHashMap<>();
        if (load) { // refused here if they overlap; where none are left, httpThroughput is not run on that set
            for (CpuSet set : sets) {
                SeparateCpus.LOAD_GENERATOR.resolveIfAny(parameters.text(Parameter.loadCpuList), set.toString(),
                        allowedCpus).ifPresent(cpus -> loadCpus.put(set, cpus));
            }
        }
        for (Parameter cpuList : List.of(Parameter.remoteCpuList, Parameter.loadCpuList)) { // even when unused
            String given = parameters.text(cpuList);
            if (!given.isEmpty()) {
                try {
                    CpuSet.parse(given, CpuSet.available(allowedCpus));
                } catch (IllegalArgumentException e) {
                    throw new ParameterException(cpuList + ": " + e.getMessage());
                }
            }
        }
        RemoteBind.check(parameters.text(Parameter.remoteBind));
        if (!parameters.text(Parameter.remoteToken).isEmpty()) {
            try {
                RemoteToken.parse(parameters.text(Parameter.remoteToken));
            } catch (IllegalArgumentException e) { // its message never repeats the secret
                throw new ParameterException(Parameter.remoteToken + ": " + e.getMessage());
            }
        }
        JmhArgs.parse(parameters.text(Parameter.jmhArgs)); // refused here, before any module is built
        List<String> frameworks = frameworks(parameters.list(Parameter.frameworks), frameworksHere);
        String outDir = given(parameters, Parameter.outDir);
        String resume = given(parameters, Parameter.resume);
        if (resume != null && outDir != null) {
            throw new ParameterException("resume: not accepted with outDir; the run goes on in the folder resume"
                    + " names (unset outDir)");
        }
        return new SuiteSettings(sets, frameworks, parameters.integer(Parameter.moduleTimeout),
                resume != null ? Resume.interruptedRun(Path.of(resume))
                        : unused(outDir != null ? Path.of(outDir) : defaultOutDir("", now)),
                parameters, Collections.unmodifiableMap(remoteCpus), Collections.unmodifiableMap(loadCpus));
    }

    /**
     * The parameters of one scored module run of these variants on a CPU set: one fork, the set's parallelism, remote's
     * and httpThroughput's CPUs as the suite resolved them, and no profiler (the profiled round sets its own).
     */
    Parameters moduleRun(List<String> variants, CpuSet cpus) {
        Parameters p = parameters.with(Parameter.variants, String.join(",", variants))
                .with(Parameter.forks, "1")
                .with(Parameter.parallelism, Integer.toString(cpus.size()))
                .with(Parameter.profile, ProfileMode.none.name());
        if (remoteCpus.containsKey(cpus)) { // resolved by the suite against the CPUs it may use
            p = p.with(Parameter.remoteCpuList, remoteCpus.get(cpus).toString());
        }
        if (loadCpus.containsKey(cpus)) { // likewise httpThroughput's load generator's
            p = p.with(Parameter.loadCpuList, loadCpus.get(cpus).toString());
        }
        return p;
    }

    /** Whether this run continues an interrupted one (resume), in outDir. */
    boolean resuming() {
        return !parameters.text(Parameter.resume).isEmpty();
    }

    /**
     * What benchmark.sh builds: the runner and the selected modules, for {@code ./mvnw -pl}; the references' launcher
     * (in the runner) builds their programs.
     */
    String modulesToBuild() {
        return Stream.concat(Stream.of(Checkout.RUNNER), frameworks.stream().filter(f -> !Checkout.isReference(f))
                .map(Checkout::module))
                .collect(Collectors.joining(","));
    }

    /** "0 0-1": the CPU sets as the run goes through them. */
    public String cpuSetsText() {
        return cpuSets.stream().map(CpuSet::toString).collect(Collectors.joining(" "));
    }

    /**
     * The CPU sets of the run: cpuSweep's, or cpuList, by default every CPU this process may use, or, when remote or
     * httpThroughput runs, the first half of them (at least one), leaving the rest to remote's server JVM or to
     * httpThroughput's load generator.
     */
    private static List<CpuSet> cpuSets(String cpuList, String cpuSweep, String allowedCpus, boolean split) {
        CpuSet available;
        try {
            available = CpuSet.available(allowedCpus);
        } catch (IllegalArgumentException e) {
            throw new ParameterException("cpuList: cannot tell which CPUs this process may use ('" + allowedCpus
                    + "' from /proc/self/status); Ringside pins modules with taskset, on Linux");
        }
        if (cpuList != null && cpuSweep != null) {
            throw new ParameterException("cpuSweep: not accepted with cpuList; expected either cpuList (one CPU set)"
                    + " or cpuSweep (several), not both");
        }
        Parameter parameter = cpuSweep != null ? Parameter.cpuSweep : Parameter.cpuList;
        List<String> requested = cpuSweep != null ? List.of(cpuSweep.split("\\s+"))
                : List.of(cpuList != null ? cpuList : split ? firstHalf(available).toString() : available.toString());
        List<CpuSet> sets = new ArrayList<>();
        for (String text : requested) {
            CpuSet set;
            try {
                set = CpuSet.parse(text, available);
            } catch (IllegalArgumentException e) {
                throw new ParameterException(parameter + ": " + e.getMessage());
            }
            if (sets.contains(set)) { // 0,1 and 0-1 are one set
                throw new ParameterException(parameter + ": CPU set '" + set + "' is listed twice; expected "
                        + parameter.accepted() + ", each set once");
            }
            sets.add(set);
        }
        return List.copyOf(sets);
    }

    private static CpuSet firstHalf(CpuSet available) {
        return new CpuSet(new TreeSet<>(available.cpus().stream().limit(Math.max(1, available.size() / 2)).toList()));
    }

    /** The requested frameworks (a list without empty elements, {@link Parameters#list}), or all when none is. */
    private static List<String> frameworks(List<String> requested, List<String> here) {
        if (requested.isEmpty()) {
            return List.copyOf(here);
        }
        for (String fw : requested) {
            if (!here.contains(fw)) {
                throw new ParameterException("frameworks: unknown framework '" + fw + "'; accepted: "
                        + String.join(", ", here) + " (the framework modules and references in this checkout)");
            }
        }
        return requested;
    }

    /** results/&lt;prefix&gt;&lt;yyyyMMdd-HHmmss&gt;: a run's folder (or a comparison's) unless outDir names one. */
    public static Path defaultOutDir(String prefix, LocalDateTime now) {
        return Path.of("results", prefix + now.format(DateTimeFormatter.ofPattern("yyyyMMdd-HHmmss")));
    }

    /**
     * Results are never overwritten: a folder that holds anything is refused; so is one that cannot be written (or
     * made), before any work.
     */
    public static Path unused(Path outDir) {
        Path existing = outDir.toAbsolutePath().normalize();
        while (existing != null && !Files.exists(existing)) {
            existing = existing.getParent(); // the folder is made there
        }
        if (existing == null || !Files.isDirectory(existing) || !Files.isWritable(existing)) {
            throw new ParameterException("outDir: '" + outDir + "' cannot be written" + (existing == null ? ""
                    : " (" + existing + (Files.isDirectory(existing) ? " is not writable)" : " is not a folder)"))
                    + "; expected " + Parameter.outDir.accepted() + ", in a place this user may write");
        }
        if (Files.exists(outDir)) {
            boolean empty;
            try (Stream<Path> entries = Files.isDirectory(outDir) ? Files.list(outDir) : Stream.of(outDir)) {
                empty = entries.findAny().isEmpty();
            } catch (IOException e) {
                throw new UncheckedIOException("cannot read " + outDir, e);
            }
            if (!empty) {
                throw new ParameterException("outDir: '" + outDir + "' already holds files; choose a new or empty"
                        + " folder (results are never overwritten)");
            }
        }
        return outDir;
    }

    /** A parameter left empty by default (resolved here per run); null when not given. */
    private static String given(Parameters parameters, Parameter parameter) {
        String v = parameters.text(parameter);
        return v.isEmpty() ? null : v;
    }

    /** An env var's value, trimmed; null when unset or blank (as the shell's ${name:-} treats it). */
    private static String value(Map<String, String> env, String name) {
        String v = env.get(name);
        return v == null || v.isBlank() ? null : v.trim();
    }
}
