package ringside.contract;

import ringside.workload.RemoteServerCounts;

/**
 * A variant's remote side, for the remote workload: the same code serves in one JVM and connects from another,
 * through the framework's own remoting (or plain sockets for the JDK's floor). Each side starts its own runtime,
 * sized to the CPUs of its own JVM.
 */
public interface Remoting {

    /** One line for the report: the transport, the serializer of the messages (binary, written for Ringside) and the flow control. */
    String description();

    /**
     * Starts the server side listening on {@code bindAddress}:{@code port} (0: any free port): an echo that hands
     * each request to {@code counts} ({@link RemoteServerCounts#echoing}) and answers it with the same id and
     * payload, and a receiver that counts one-way messages into a tally of {@code counts}
     * ({@link RemoteServerCounts#oneWayTally}), acknowledges them every
     * {@link ringside.workload.OneWayWindow#ACK_EVERY} and returns the tally when asked. What {@code counts} holds
     * is read from outside the implementation, as the witness that the client's messages reached this process.
     */
    RemoteServer serve(String bindAddress, int port, int parallelism, RemoteServerCounts counts) throws Exception;

    /**
     * Connects to a server at {@code host}:{@code port}; each op says which payload its messages carry.
     * {@code localAddress}:{@code localPort} is where the server may reach this client, for a remoting that connects
     * back (Artery does): loopback and 0 (any free port) on one machine, this machine's address and a port the
     * firewall lets in across two. A remoting that answers on the client's own connection ignores them.
     */
    RemoteClient connect(String host, int port, String localAddress, int localPort, int parallelism)
            throws Exception;
}
