package ringside.parameters;

import java.util.Optional;
import java.util.SortedSet;
import java.util.TreeSet;

/**
 * The CPUs of a second process beside the one pinned to cpuList (remote's server JVM, httpThroughput's load
 * generator): as its parameter gives them, or by default every CPU that the first does not run on; never one of the
 * first's, so the two never share a CPU.
 *
 * @param process the second process, as a message names it ("the server JVM")
 * @param processShort the same, shorter ("the server")
 * @param first the process pinned to cpuList ("the client")
 */
public record SeparateCpus(Parameter parameter, String process, String processShort, String first) {
    /** Remote's server JVM beside its client. */
    public static final SeparateCpus REMOTE_SERVER =
            new SeparateCpus(Parameter.remoteCpuList, "the server JVM", "the server", "the client");
    /** httpThroughput's load generator beside the server under test. */
    public static final SeparateCpus LOAD_GENERATOR =
            new SeparateCpus(Parameter.loadCpuList, "the load generator", "the generator", "the server");

    /**
     * {@code given}: the parameter's value (blank: the default); {@code firsts}: the CPUs of the first process;
     * {@code all}: the CPUs to choose from, both in Linux's list syntax. Refused when none is left or they overlap.
     */
    public CpuSet resolve(String given, String firsts, String all) {
        return resolveIfAny(given, firsts, all).orElseThrow(() -> new ParameterException(noneLeft(firsts, all)));
    }

    /** Why there is no default: the first process runs on every CPU there is. */
    public String noneLeft(String firsts, String all) {
        return parameter + ": no CPU is left for " + process + ": " + first + " runs on CPUs "
                + CpuSet.available(firsts) + ", which are all of them (" + CpuSet.available(all) + "); give " + first
                + " part of them (cpuList=0) and " + processShort + " the rest, or set " + parameter;
    }

    /** As {@link #resolve}, but empty instead of refused when none is given and none is left by default. */
    public Optional<CpuSet> resolveIfAny(String given, String firsts, String all) {
        CpuSet every;
        CpuSet mine;
        try {
            every = CpuSet.available(all);
            mine = CpuSet.available(firsts);
        } catch (IllegalArgumentException e) {
            throw new ParameterException(parameter + ": cannot tell this machine's CPUs (online " + all
                    + ", this process's " + firsts + "): " + e.getMessage());
        }
        CpuSet chosen;
        if (given == null || given.isBlank()) {
            SortedSet<Integer> rest = new TreeSet<>(every.cpus());
            rest.removeAll(mine.cpus());
            if (rest.isEmpty()) {
                return Optional.empty();
            }
            chosen = new CpuSet(rest);
        } else {
            try {
                chosen = CpuSet.parse(given.trim(), every);
            } catch (IllegalArgumentException e) {
                throw new ParameterException(parameter + ": " + e.getMessage());
            }
        }
        for (int cpu : chosen.cpus()) {
            if (mine.cpus().contains(cpu)) {
                throw new ParameterException(parameter + ": " + chosen + " shares CPU " + cpu + " with " + first
                        + "'s CPUs " + mine + " (cpuList); expected CPUs " + first + " does not run on");
            }
        }
        return Optional.of(chosen);
    }
}
