package ringside.contract;

/**
 * A variant's remote side, for the remote workload: the same code serves in one JVM and connects from another,
 * through the framework's own remoting (or plain sockets for the JDK's floor). Each side starts its own runtime,
 * sized to the CPUs of its own JVM.
 */
public interface Remoting {

    /** One line for the report: the transport, the serializer of the messages (binary, written for Ringside) and the flow control. */
    String description();

    /**
     * Starts the server side listening on {@code bindAddress}:{@code port} (0: any free port): an echo that answers
     * each request with the same message, and a receiver that counts one-way messages into a
     * {@link ringside.workload.RemoteOneWayTally}, acknowledges them every
     * {@link ringside.workload.OneWayWindow#ACK_EVERY} and returns the tally when asked.
     */
    RemoteServer serve(String bindAddress, int port, int parallelism) throws Exception;

    /**
     * Connects to a server at {@code host}:{@code port}; every message the client sends carries {@code payload} bytes.
     * {@code localAddress}:{@code localPort} is where the server may reach this client, for a remoting that connects
     * back (Artery does): loopback and 0 (any free port) on one machine, this machine's address and a port the
     * firewall lets in across two. A remoting that answers on the client's own connection ignores them.
     */
    RemoteClient connect(String host, int port, String localAddress, int localPort, int parallelism, int payload)
            throws Exception;
}
