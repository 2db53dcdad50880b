package ringside.remote;

import ringside.parameters.CpuSet;
import ringside.parameters.SeparateCpus;

/**
 * The CPUs of remote's server JVM: {@code remoteCpuList} as given, or by default every online CPU that the client
 * (this process, pinned to cpuList) does not run on; never overlapping the client's, so the two JVMs do not share a
 * CPU ({@link SeparateCpus}, which httpThroughput's load generator shares).
 */
public final class RemoteCpuList {
    private RemoteCpuList() {
    }

    /**
     * {@code given}: the parameter's value (blank: the default); {@code client}: the CPUs this process may use;
     * {@code online}: every online CPU of the machine, both in Linux's list syntax.
     */
    public static CpuSet resolve(String given, String client, String online) {
        return SeparateCpus.REMOTE_SERVER.resolve(given, client, online);
    }
}
