package ringside.contract;

/**
 * A variant's own HTTP/1.1 stack, for the http workloads: its server and its client, written as a user of the
 * framework writes a small service (routes or the core handler, keep-alive, no logging on the hot path). Each call
 * starts its own runtime sized to {@code parallelism}, as {@link Remoting} does; closing what it returns stops it.
 * Every server binds to 127.0.0.1 on a port the system chooses (port 0).
 */
public interface HttpStack {

    /** The stack as its users know it, with the version on the class path: "Akka HTTP 10.2.10", "Ktor 3.6.1 (CIO)". */
    String stack();

    /** One line for the report: the server, the client and what runs the handlers (event loop, a thread per request, ...). */
    String description();

    /**
     * httpThroughput's server: answers {@code GET} {@link ringside.workload.HttpPlaintext#PATH} with status 200,
     * {@code Content-Type} {@link ringside.workload.HttpPlaintext#CONTENT_TYPE} and the body
     * {@link ringside.workload.HttpPlaintext#BODY}, on keep-alive connections.
     */
    HttpService servePlaintext(int parallelism) throws Exception;

    /**
     * httpPingPong's two servers, A and B, and this stack's client, started once per trial; each op is one
     * {@link HttpPingPong#play}.
     */
    HttpPingPong pingPong(int parallelism) throws Exception;
}
