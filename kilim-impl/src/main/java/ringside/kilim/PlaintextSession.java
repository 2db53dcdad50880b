package ringside.kilim;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.Set;
import kilim.Pausable;
import kilim.http.HttpRequest;
import kilim.http.HttpResponse;
import kilim.http.HttpSession;
import ringside.workload.HttpPlaintext;

/**
 * httpThroughput's server side of one connection, written as Kilim's own HTTP examples write a session: a task that
 * reads a request (pausing until the socket has one), answers it, and loops while the client keeps the connection
 * alive, reusing one request and one response object. Kilim's listener starts one per accepted connection.
 */
final class PlaintextSession extends HttpSession {
    private static final byte[] BODY = HttpPlaintext.BODY.getBytes(StandardCharsets.US_ASCII);

    /** The server's open sessions, so that closing the server closes their sockets too. */
    private final Set<PlaintextSession> open;

    PlaintextSession(Set<PlaintextSession> open) {
        this.open = open;
        open.add(this);
    }

    @Override
    public void execute() throws Pausable {
        HttpRequest request = new HttpRequest();
        HttpResponse response = new HttpResponse();
        try {
            do {
                readRequest(request);
                if ("GET".equals(request.method) && HttpPlaintext.PATH.equals(request.uriPath)) {
                    response.setContentType(HttpPlaintext.CONTENT_TYPE);
                    response.getOutputStream().write(BODY);
                } else {
                    response.status = HttpResponse.ST_NOT_FOUND;
                }
                if (request.isOldHttp() && request.keepAlive()) {
                    response.addField("Connection", "Keep-Alive");
                }
                sendResponse(response);
            } while (request.keepAlive());
        } catch (IOException closed) {
            // the client closed or reset the connection (EOFException when it closed): the session ends with it
        }
        open.remove(this);
        close();
    }
}
