package ringside.remote;

import java.util.SortedSet;
import java.util.TreeSet;
import ringside.parameters.CpuSet;
import ringside.parameters.ParameterException;

/**
 * The CPUs of remote's server JVM: {@code remoteCpuList} as given, or by default every online CPU that the client
 * (this process, pinned to cpuList) does not run on; never overlapping the client's, so the two JVMs do not share a
 * CPU.
 */
public final class RemoteCpuList {
    private RemoteCpuList() {
    }

    /**
     * {@code given}: the parameter's value (blank: the default); {@code client}: the CPUs this process may use;
     * {@code online}: every online CPU of the machine, both in Linux's list syntax.
     */
    public static CpuSet resolve(String given, String client, String online) {
        CpuSet all;
        CpuSet mine;
        try {
            all = CpuSet.available(online);
            mine = CpuSet.available(client);
        } catch (IllegalArgumentException e) {
            throw new ParameterException("remoteCpuList: cannot tell this machine's CPUs (online " + online
                    + ", this process's " + client + "): " + e.getMessage());
        }
        CpuSet server;
        if (given == null || given.isBlank()) {
            SortedSet<Integer> rest = new TreeSet<>(all.cpus());
            rest.removeAll(mine.cpus());
            if (rest.isEmpty()) {
                throw new ParameterException("remoteCpuList: no CPU is left for the server JVM: the client runs on"
                        + " CPUs " + mine + ", which are all of them (" + all + "); give the client part of them"
                        + " (cpuList=0) and the server the rest, or set remoteCpuList");
            }
            server = new CpuSet(rest);
        } else {
            try {
                server = CpuSet.parse(given.trim(), all);
            } catch (IllegalArgumentException e) {
                throw new ParameterException("remoteCpuList: " + e.getMessage());
            }
        }
        for (int cpu : server.cpus()) {
            if (mine.cpus().contains(cpu)) {
                throw new ParameterException("remoteCpuList: " + server + " shares CPU " + cpu + " with the client's"
                        + " CPUs " + mine + " (cpuList); expected CPUs the client does not run on");
            }
        }
        return server;
    }
}
